# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_submit_as_bare_expression_is_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            pl.submit(self.k1, x)
        return x
