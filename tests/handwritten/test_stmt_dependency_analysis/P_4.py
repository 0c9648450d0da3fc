# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestStmtDependencyGraph::test_compound_child_aggregates_subtree_use (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], cond: pl.Scalar[pl.BOOL]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        if cond:
            b: pl.Tensor[[64], pl.FP32] = pl.add(a, a)
        else:
            b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        return b
