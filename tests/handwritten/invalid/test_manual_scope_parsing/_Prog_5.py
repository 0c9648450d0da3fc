# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_pl_at_as_on_non_at_scope_is_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:  # pyright: ignore[reportReturnType] — DSL body: the parser collects the return paths; pyright cannot see them all
        with pl.manual_scope() as not_supported:  # noqa: F841
            return x
