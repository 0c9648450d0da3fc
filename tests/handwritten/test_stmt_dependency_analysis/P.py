# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestStmtDependencyGraph::test_non_seqstmts_region_is_single_node (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return result
