# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStraightLineCode::test_already_ssa_is_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, 2.0)
        return b
