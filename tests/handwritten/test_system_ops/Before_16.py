# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_short_alias_tpush_to_aic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, t: pl.Tile[[64], pl.FP32]) -> pl.Tile[[64], pl.FP32]:
        pl.tpush_to_aic(t, split=0)
        return t
