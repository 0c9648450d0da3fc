# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestStmtDependencyGraph::test_uses_outside_region_have_no_edge (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        z: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)  # noqa: F841
        return y
