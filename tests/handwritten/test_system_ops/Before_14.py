# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_tpush_to_aic_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, t: pl.Tile[[64], pl.FP32]) -> pl.Tile[[64], pl.FP32]:
        pl.tile.tpush_to_aic(t, split=0)
        return t
