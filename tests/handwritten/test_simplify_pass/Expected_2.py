# tests/ut/ir/transforms/test_simplify_pass.py::TestIdentitySimplification::test_zero_add (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out, [i], y)
