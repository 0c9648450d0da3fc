# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# reference test_multi_buffer_codegen.py, RotatingSlot: a 2-slot declared allocation whose slot is
# chosen by the loop var.  InitMemRef makes the pinned `rot` alloc (two slots of 16384 bytes) and
# gives t the offset (i % 2) * 16384; AllocateMemoryAddr adds the allocation's own offset to it
# (rot is laid out after mem_vec_2, base names in string order), so the two slots stay apart.
import pypto.language as pl

@pl.program
class RotatingSlot:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[256, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (acc_i,) in pl.range(4, init_values=(seed,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.MemRef("rot", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_i, t)
            r = pl.yield_(acc_next)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], output)
        return out
