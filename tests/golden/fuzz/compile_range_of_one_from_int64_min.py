# ptoc: compile --backend 910B --memory-planner ptoas
# A loop from -(2**63) to 1 by a step past its span runs once: the range
# analysis binds its var to the start without computing 1 - (-(2**63))
# (signed overflow, found by fuzz_compile); the pipeline then refuses the
# trip count at the loop's line.
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(-9223372036854775808, 1, 2305843009213693952, stage=3, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            nxt: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [0, 0], acc)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(nxt)
        return y
