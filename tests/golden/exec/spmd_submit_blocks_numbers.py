# ptoc: run --in 0=iota --print 1
# pl.spmd_submit(..., core_num=4) is one task of 4 blocks, its core_num on the
# submission: block k (pl.tile.get_block_idx()) doubles rows 16*k .. 16*k + 15.
# Every block runs: out[r, c] = 2 * (64 * r + c) on all 64 rows (row 63:
# 8064 .. 8190), none left at 0.
import pypto.language as pl


@pl.program
class SpmdSubmit:
    @pl.function(type=pl.FunctionType.InCore)
    def double_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        k = pl.tile.get_block_idx()
        t = pl.load(x, [k * 16, 0], [16, 64])
        out = pl.store(pl.add(t, t), [k * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out, tid = pl.spmd_submit(self.double_rows, x, out, core_num=4)
        return out
