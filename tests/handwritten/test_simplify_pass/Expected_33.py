# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantIfCollapse::test_symbolic_index_scalar_keeps_nonneg_default_bound (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):  # noqa: ARG002
        idx: pl.Scalar[pl.INDEX] = a - b
        pl.tensor.write(out, [0], idx)
