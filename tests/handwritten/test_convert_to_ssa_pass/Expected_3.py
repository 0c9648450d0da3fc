# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_reassignment_with_self_reference (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        result_1: pl.Tensor[[64], pl.FP32] = pl.add(result_0, x)
        return result_1
