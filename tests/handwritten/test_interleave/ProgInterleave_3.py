# tests/ut/ir/operators/test_interleave.py::TestTileInterleaveTypes::test_valid_dtype (hand-written)
import pypto.language as pl

dtype = pl.FP16


@pl.program
class ProgInterleave:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[32, 64], dtype],
        rhs: pl.Tensor[[32, 64], dtype],
        out_low: pl.Tensor[[32, 64], dtype],
        out_high: pl.Tensor[[32, 64], dtype],
    ):
        a: pl.Tile[[32, 64], dtype] = pl.load(lhs, [0, 0], [32, 64])
        b: pl.Tile[[32, 64], dtype] = pl.load(rhs, [0, 0], [32, 64])
        low, high = pl.tile.interleave(a, b)
        pl.store(low, [0, 0], out_low)
        pl.store(high, [0, 0], out_high)
