# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestEdgeCases::test_multiple_params (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
        z: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result = pl.add(x, y)
        result = pl.add(result, z)
        return result
