# tests/ut/language/parser/test_scope_parsing.py::TestScopeNameParsing::test_parse_named_incore_scope (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="my_kernel"):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
