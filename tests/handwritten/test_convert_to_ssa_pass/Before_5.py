# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_already_ssa_no_reassignment (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a = pl.add(x, 1.0)
        b = pl.mul(a, 2.0)
        return b
