# tests/ut/language/parser/test_auto_scope_parsing.py::test_scope_rejects_positional_args (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(1):  # type: ignore[arg-type]  # deliberate: positional arg rejected
            a = x
        return a
