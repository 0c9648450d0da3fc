# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_local_tensor_read_to_tile_read (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        t: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        v: pl.Scalar[pl.FP32] = pl.tensor.read(t, [0])
        return v

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        v: pl.Scalar[pl.FP32] = self.main_incore_0(x)
        return v
