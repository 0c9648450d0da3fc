# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestEdgeCases::test_unused_variable (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        unused: pl.Tensor[[64], pl.FP32] = pl.mul(x, 3.0)  # noqa: F841
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
