# tests/ut/ir/transforms/test_simplify_pass.py::TestIfBranchConstraint::test_nested_if_in_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = i // 8
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = i // 16
                pl.tensor.write(out, [i], z)
