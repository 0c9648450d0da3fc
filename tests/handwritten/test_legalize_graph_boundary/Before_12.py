# tests/ut/ir/transforms/test_legalize_graph_boundary.py::TestBoundaryLegality::test_graph_returning_a_computed_value_is_rejected (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Graph)
    def layer(self, a: pl.Tensor[[128, 128], pl.FP32]) -> pl.Scalar[pl.INDEX]:
        m = pl.tensor.dim(a, 0)
        return m

    @pl.function
    def main(self, a: pl.Tensor[[128, 128], pl.FP32]) -> pl.Scalar[pl.INDEX]:
        return self.layer(a)
