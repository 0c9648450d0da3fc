# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_gm_tensor_read_stays_tensor_read (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, config: pl.Tensor[[4], pl.FP32], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        scale: pl.Scalar[pl.FP32] = pl.tensor.read(config, [0])
        y: pl.Tensor[[64], pl.FP32] = pl.mul(x, scale)
        return y

    @pl.function
    def main(
        self, config: pl.Tensor[[4], pl.FP32], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(config, x)
        return y
