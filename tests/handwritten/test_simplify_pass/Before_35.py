# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarDCE::test_keeps_used_scalar (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INDEX] = i + 1
            pl.tensor.write(out, [i], y)
