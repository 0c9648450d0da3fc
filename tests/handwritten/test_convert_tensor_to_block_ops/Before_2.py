# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestConvertTensorToBlockOps::test_two_tensor_inputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        return z

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, y)
        return z
