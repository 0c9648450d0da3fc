# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertSortOps::test_mrgsort_format2_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        s0: pl.Tensor[[1, 128], pl.FP32],
        s1: pl.Tensor[[1, 128], pl.FP32],
        s2: pl.Tensor[[1, 128], pl.FP32],
        s3: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 512], pl.FP32]:
        out: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort(s0, s1, s2, s3)
        return out

    @pl.function
    def main(
        self,
        s0: pl.Tensor[[1, 128], pl.FP32],
        s1: pl.Tensor[[1, 128], pl.FP32],
        s2: pl.Tensor[[1, 128], pl.FP32],
        s3: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 512], pl.FP32]:
        out: pl.Tensor[[1, 512], pl.FP32] = self.main_incore_0(s0, s1, s2, s3)
        return out
