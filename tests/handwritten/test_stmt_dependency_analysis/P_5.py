# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestStmtDependencyGraph::test_compound_child_aggregates_subtree_def (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(a,)):
            acc = pl.yield_(pl.add(acc, a))
        b: pl.Tensor[[64], pl.FP32] = pl.add(acc, x)
        return b
