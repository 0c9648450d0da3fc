# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestConvertTensorToBlockOps::test_2d_tensor (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[32, 64], pl.FP16]:
        y: pl.Tensor[[32, 64], pl.FP16] = pl.add(x, x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[32, 64], pl.FP16]:
        y: pl.Tensor[[32, 64], pl.FP16] = self.main_incore_0(x)
        return y
