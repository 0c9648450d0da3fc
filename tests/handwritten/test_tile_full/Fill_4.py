# tests/ut/ir/operators/test_tile_full.py::test_positional_and_keyword_fill_literals_have_the_same_ir (hand-written)
import pypto.language as pl


@pl.program
class Fill:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self) -> pl.Tile[[16, 32], pl.FP32]:
        result = pl.tile.full([16, 32], dtype=pl.FP32, value=-1.25)
        return result
