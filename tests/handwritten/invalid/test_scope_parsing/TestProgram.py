# tests/ut/language/parser/test_scope_parsing.py::TestScopeNameParsing::test_parse_invalid_name_raises_error (rejected by the reference parser)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="has space"):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
