# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertScatterOp::test_scatter_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[16, 8], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
        src: pl.Tensor[[4, 8], pl.FP32],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        out: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.scatter(inp, dim=-1, index=idx, src=src)
        return out

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[16, 8], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
        src: pl.Tensor[[4, 8], pl.FP32],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        out: pl.Tensor[[16, 8], pl.FP32] = self.main_incore_0(inp, idx, src)
        return out
