# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_multiple_variables (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a = pl.add(x, 1.0)
        b = pl.mul(x, 2.0)
        a = pl.add(a, 3.0)
        b = pl.mul(b, 4.0)
        result = pl.add(a, b)
        return result
