# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestScatterUpdateConversion::test_scatter_update_rejects_4d (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        index: pl.Tensor[[2, 4], pl.INT32],
        src: pl.Tensor[[2, 4, 1, 64], pl.FP32],
    ) -> pl.Tensor[[4, 4, 1, 64], pl.FP32]:
        buf: pl.Tensor[[4, 4, 1, 64], pl.FP32] = pl.create_tensor([4, 4, 1, 64], dtype=pl.FP32)
        result: pl.Tensor[[4, 4, 1, 64], pl.FP32] = pl.scatter_update(buf, -2, index, src)
        return result

    @pl.function
    def main(
        self,
        index: pl.Tensor[[2, 4], pl.INT32],
        src: pl.Tensor[[2, 4, 1, 64], pl.FP32],
    ) -> pl.Tensor[[4, 4, 1, 64], pl.FP32]:
        result: pl.Tensor[[4, 4, 1, 64], pl.FP32] = self.main_incore_0(index, src)
        return result
