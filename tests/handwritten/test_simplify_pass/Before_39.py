# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantIfCollapse::test_always_true_keeps_then_drops_else (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < 100:
                y: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], z)
