# tests/ut/ir/transforms/test_simplify_pass.py::TestRangeAwareSimplification::test_nested_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8, 4], pl.INT64]):
        for i in pl.range(8):
            for j in pl.range(4):
                y: pl.Scalar[pl.INT64] = j // 4
                pl.tensor.write(out, [i, j], y)
