# tests/ut/ir/transforms/test_legalize_graph_boundary.py::TestBoundaryLegality::test_graph_without_tensor_parameters_is_rejected (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Graph)
    def layer(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return n

    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return self.layer(0)
