# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantIfCollapse::test_keeps_unprovable_condition (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i == 0:
                a: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], a)
            else:
                b: pl.Scalar[pl.INDEX] = i + 2
                pl.tensor.write(out, [i], b)
