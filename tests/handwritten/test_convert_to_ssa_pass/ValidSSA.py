# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStrictSSAMode::test_strict_ssa_single_assignment_passes (hand-written)
import pypto.language as pl


@pl.program(strict_ssa=True)
class ValidSSA:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
