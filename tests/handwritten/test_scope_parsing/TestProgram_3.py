# tests/ut/language/parser/test_scope_parsing.py::TestScopeParsing::test_parse_multiple_incore_scopes (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.at(level=pl.Level.CORE_GROUP):
            z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z
