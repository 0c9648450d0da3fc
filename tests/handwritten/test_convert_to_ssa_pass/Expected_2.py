# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_multiple_reassignments (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        result_1: pl.Tensor[[64], pl.FP32] = pl.add(result_0, 2.0)
        result_2: pl.Tensor[[64], pl.FP32] = pl.add(result_1, 3.0)
        return result_2
