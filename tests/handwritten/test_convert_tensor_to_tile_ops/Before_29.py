# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_local_tensor_write_to_tile_write (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, a: pl.Tensor[[4], pl.FP32], b: pl.Tensor[[4], pl.FP32]
    ) -> pl.Scalar[pl.FP32]:
        t: pl.Tensor[[4], pl.FP32] = pl.add(a, b)
        val: pl.Scalar[pl.FP32] = pl.tensor.read(a, [0])
        pl.tensor.write(t, [0], val)
        v: pl.Scalar[pl.FP32] = pl.tensor.read(t, [0])
        return v

    @pl.function
    def main(self, a: pl.Tensor[[4], pl.FP32], b: pl.Tensor[[4], pl.FP32]) -> pl.Scalar[pl.FP32]:
        v: pl.Scalar[pl.FP32] = self.main_incore_0(a, b)
        return v
