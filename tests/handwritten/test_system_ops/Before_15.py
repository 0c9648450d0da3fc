# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_tpop_from_aic_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self) -> pl.Tile[[64], pl.FP32]:
        received: pl.Tile[[64], pl.FP32] = pl.tile.tpop_from_aic()
        return received
