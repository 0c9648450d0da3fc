# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        out: pl.Tensor[[4, 3], pl.FP32] = pl.tensor.gather(inp, dim=-1, index=idx)
        return out

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        out: pl.Tensor[[4, 3], pl.FP32] = self.main_incore_0(inp, idx)
        return out
