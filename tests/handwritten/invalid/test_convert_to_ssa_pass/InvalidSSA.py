# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStrictSSAMode::test_strict_ssa_multiple_assignment_fails (rejected by the reference parser)
import pypto.language as pl


@pl.program(strict_ssa=True)
class InvalidSSA:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result = pl.add(x, 1.0)
        result = pl.add(result, 2.0)
        return result
