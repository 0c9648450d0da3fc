# tests/ut/language/parser/test_out_param_write_sugar.py::TestIncoreOutParam::test_tile_out_param_matches_subscript_write (hand-written)
import pypto.language as pl


@pl.program
class Subscript:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tile[[64, 64], pl.FP32],
        out: pl.Out[pl.Tile[[64, 64], pl.FP32]],
    ) -> pl.Tile[[64, 64], pl.FP32]:
        out[0:64, 0:64] = a
        return out
