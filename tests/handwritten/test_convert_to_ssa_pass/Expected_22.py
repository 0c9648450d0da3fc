# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestEdgeCases::test_multiple_params (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
        z: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        result_1: pl.Tensor[[64], pl.FP32] = pl.add(result_0, z)
        return result_1
