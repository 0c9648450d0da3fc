# tests/ut/language/parser/test_scope_parsing.py::TestScopeParsing::test_parse_scope_with_surrounding_code (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.at(level=pl.Level.CORE_GROUP):
            b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
        return c
