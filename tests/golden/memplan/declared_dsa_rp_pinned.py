# ptoc: opt --backend 910B --memory-planner=dsa_rp --passes=init_mem_ref,materialize_semantic_aliases,allocate_memory_addr
# reference test_declared_memref.py, test_bound_tiles_are_not_packed, under dsa_rp: the declared
# allocations in_buf and mid_buf are live over the whole function, so they are placed first and
# t2 (dying t1 would give it mid_buf's bytes in place) gets bytes of its own.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef("in_buf"), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mid_buf"), pl.Mem.Vec] = pl.tile.exp(t0)
        t2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t1)
        t3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t2)
        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t3, [0, 0], out)
        return r
