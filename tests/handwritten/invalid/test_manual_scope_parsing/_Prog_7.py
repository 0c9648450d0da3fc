# tests/ut/language/parser/test_manual_scope_parsing.py::TestPlAtNoDepArgsParsing::test_no_dep_args_rejects_non_list_literal (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        nope = [x]  # noqa: F841
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=nope):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
