# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_multiple_variables (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a_0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        b_0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        a_1: pl.Tensor[[64], pl.FP32] = pl.add(a_0, 3.0)
        b_1: pl.Tensor[[64], pl.FP32] = pl.mul(b_0, 4.0)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(a_1, b_1)
        return result_0
