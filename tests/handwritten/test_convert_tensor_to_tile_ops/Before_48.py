# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertScatterOp::test_scatter_mask_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 8], pl.FP32],
        dst: pl.Tensor[[4, 16], pl.FP32],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        out: pl.Tensor[[4, 16], pl.FP32] = pl.tensor.scatter(inp, mask_pattern=1, dst=dst)
        return out

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 8], pl.FP32],
        dst: pl.Tensor[[4, 16], pl.FP32],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        out: pl.Tensor[[4, 16], pl.FP32] = self.main_incore_0(inp, dst)
        return out
