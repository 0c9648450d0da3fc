# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestScatterUpdateConversion::test_scatter_update_fp16_rejects_oversized_flat_index (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        index: pl.Tensor[[2, 4], pl.INT32],
        src: pl.Tensor[[8, 256], pl.FP16],
    ) -> pl.Tensor[[128, 256], pl.FP16]:  # m*d = 32768 > 32767
        buf: pl.Tensor[[128, 256], pl.FP16] = pl.create_tensor([128, 256], dtype=pl.FP16)
        result: pl.Tensor[[128, 256], pl.FP16] = pl.scatter_update(buf, -2, index, src)
        return result

    @pl.function
    def main(
        self,
        index: pl.Tensor[[2, 4], pl.INT32],
        src: pl.Tensor[[8, 256], pl.FP16],
    ) -> pl.Tensor[[128, 256], pl.FP16]:
        result: pl.Tensor[[128, 256], pl.FP16] = self.main_incore_0(index, src)
        return result
