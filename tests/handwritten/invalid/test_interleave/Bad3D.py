# tests/ut/ir/operators/test_interleave.py::TestTileInterleaveTypes::test_non_2d_raises (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Bad3D:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[2, 32, 64], pl.FP32],
        rhs: pl.Tensor[[2, 32, 64], pl.FP32],
        out_low: pl.Tensor[[2, 32, 64], pl.FP32],
        out_high: pl.Tensor[[2, 32, 64], pl.FP32],
    ):
        a: pl.Tile[[2, 32, 64], pl.FP32] = pl.load(lhs, [0, 0, 0], [2, 32, 64])
        b: pl.Tile[[2, 32, 64], pl.FP32] = pl.load(rhs, [0, 0, 0], [2, 32, 64])
        low, high = pl.tile.interleave(a, b)
        pl.store(low, [0, 0, 0], out_low)
        pl.store(high, [0, 0, 0], out_high)
