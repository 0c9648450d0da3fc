# tests/ut/ir/operators/test_interleave.py::TestTileDeinterleaveTypes::test_valid_dtype (hand-written)
import pypto.language as pl

dtype = pl.FP32


@pl.program
class ProgDeinterleave:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[32, 64], dtype],
        rhs: pl.Tensor[[32, 64], dtype],
        out_even: pl.Tensor[[32, 64], dtype],
        out_odd: pl.Tensor[[32, 64], dtype],
    ):
        a: pl.Tile[[32, 64], dtype] = pl.load(lhs, [0, 0], [32, 64])
        b: pl.Tile[[32, 64], dtype] = pl.load(rhs, [0, 0], [32, 64])
        even, odd = pl.tile.deinterleave(a, b)
        pl.store(even, [0, 0], out_even)
        pl.store(odd, [0, 0], out_odd)
