# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_plain_for_uses_outer_value_after_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(3):
            result = pl.add(result, 1.0)
        final: pl.Tensor[[64], pl.FP32] = pl.mul(result, 2.0)
        return final
