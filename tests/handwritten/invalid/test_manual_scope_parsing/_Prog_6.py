# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_submit_nested_result_tuple_is_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            # Nested tuple in the result target — must error rather
            # than silently pass the arity check.
            (a, (b, c)), tid = pl.submit(self.k1, x)
        return a
