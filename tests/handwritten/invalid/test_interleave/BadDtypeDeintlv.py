# tests/ut/ir/operators/test_interleave.py::TestTileDeinterleaveTypes::test_dtype_mismatch_raises (rejected by the reference parser)
import pypto.language as pl


@pl.program
class BadDtypeDeintlv:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[32, 64], pl.INT16],
        rhs: pl.Tensor[[32, 64], pl.INT32],
        out_even: pl.Tensor[[32, 64], pl.INT16],
        out_odd: pl.Tensor[[32, 64], pl.INT16],
    ):
        a: pl.Tile[[32, 64], pl.INT16] = pl.load(lhs, [0, 0], [32, 64])
        b: pl.Tile[[32, 64], pl.INT32] = pl.load(rhs, [0, 0], [32, 64])
        even, odd = pl.tile.deinterleave(a, b)
        pl.store(even, [0, 0], out_even)
        pl.store(odd, [0, 0], out_odd)
