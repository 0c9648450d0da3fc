# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_reassignment_with_self_reference (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result = pl.mul(x, 2.0)
        result = pl.add(result, x)
        return result
