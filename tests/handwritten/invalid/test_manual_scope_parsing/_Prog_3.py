# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_call_rejects_manual_dep_edges_in_attrs (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, a_tid = pl.submit(self.k1, x)
            b = self.k1(x, attrs={"manual_dep_edges": [a_tid]})
        return b
