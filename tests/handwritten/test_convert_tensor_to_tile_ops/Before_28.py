# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_gm_tensor_write_stays_tensor_write (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        dst: pl.Tensor[[4], pl.FP32],
        val: pl.Scalar[pl.FP32],
    ) -> pl.Scalar[pl.FP32]:
        pl.tensor.write(dst, [0], val)
        return val

    @pl.function
    def main(
        self,
        dst: pl.Tensor[[4], pl.FP32],
        val: pl.Scalar[pl.FP32],
    ) -> pl.Scalar[pl.FP32]:
        result: pl.Scalar[pl.FP32] = self.main_incore_0(dst, val)
        return result
