# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantIfCollapse::test_symbolic_index_scalar_keeps_nonneg_default_bound (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        idx: pl.Scalar[pl.INDEX] = a - b
        if idx < 0:
            pl.tensor.write(out, [0], a)
        else:
            pl.tensor.write(out, [0], idx)
