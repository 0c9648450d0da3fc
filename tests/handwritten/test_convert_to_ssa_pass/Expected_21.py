# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestEdgeCases::test_variables_with_numeric_suffixes (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        tmp_0_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        tmp_1_0: pl.Tensor[[64], pl.FP32] = pl.add(tmp_0_0, x)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(tmp_1_0, tmp_0_0)
        return result_0
