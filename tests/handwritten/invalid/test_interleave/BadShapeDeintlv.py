# tests/ut/ir/operators/test_interleave.py::TestTileDeinterleaveTypes::test_shape_mismatch_raises (rejected by the reference parser)
import pypto.language as pl


@pl.program
class BadShapeDeintlv:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[32, 64], pl.FP32],
        rhs: pl.Tensor[[16, 64], pl.FP32],
        out_even: pl.Tensor[[32, 64], pl.FP32],
        out_odd: pl.Tensor[[32, 64], pl.FP32],
    ):
        a: pl.Tile[[32, 64], pl.FP32] = pl.load(lhs, [0, 0], [32, 64])
        b: pl.Tile[[16, 64], pl.FP32] = pl.load(rhs, [0, 0], [16, 64])
        even, odd = pl.tile.deinterleave(a, b)
        pl.store(even, [0, 0], out_even)
        pl.store(odd, [0, 0], out_odd)
