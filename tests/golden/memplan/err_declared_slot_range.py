# ptoc: opt --backend 910B --passes=init_mem_ref
# A constant slot past the declared allocation's slot count selects no slot.
import pypto.language as pl

@pl.program
class SlotRange:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[256, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Vec)
        for i, (acc_i,) in pl.range(4, init_values=(seed,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.MemRef("rot", slots=2)[2], pl.Mem.Vec] = pl.tile.load(a, [i * 64, 0], [64, 64], target_memory=pl.Mem.Vec)
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_i, t)
            r = pl.yield_(acc_next)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], output)
        return out
