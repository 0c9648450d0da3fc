# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_short_alias_tpop_from_aic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self) -> pl.Tile[[64], pl.FP32]:
        received: pl.Tile[[64], pl.FP32] = pl.tpop_from_aic()
        return received
