# ptoc: run --backend 910B --in 0=iota --print 1
# The reference's test_canonicalize_tile_slice
# test_aligned_fp32_column_slice_into_muls_left_untouched with an orchestration
# function: column 8 of a row-major [16, 16] tile (a strided [16, 1] view) scaled
# by 0.5.  x[r][c] = 16r + c, so out[r] = (16r + 8) / 2 = 8r + 4: 4, 12, 20 ...
# Reading the view as 16 elements back to back gives x[0][8..15], x[1][0..7]
# halved instead: 4, 4.5, 5 ...
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 16], target_memory=pl.Mem.Vec
        )
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 8])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head, 0.5)
        out = pl.store(scaled, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        out = self.kernel(x, out)
        return out
