# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_cluster_nested_submit_rejects_per_task_dispatch_metadata (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIC)
    def k1(self, x: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        return x

    @pl.function(type=pl.FunctionType.AIV)
    def k2(self, x: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        with pl.cluster():
            a, a_tid = pl.submit(self.k1, x)
            b, _ = pl.submit(self.k2, x, allow_early_resolve=True)
        return b
