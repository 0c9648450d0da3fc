# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_int16_index_casts_carry_mode (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 16], pl.FP16],
        idx: pl.Tensor[[4, 8], pl.INT16],
    ) -> pl.Tensor[[4, 8], pl.FP16]:
        out: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.gather(inp, dim=-1, index=idx)
        return out

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP16],
        idx: pl.Tensor[[4, 8], pl.INT16],
    ) -> pl.Tensor[[4, 8], pl.FP16]:
        out: pl.Tensor[[4, 8], pl.FP16] = self.main_incore_0(inp, idx)
        return out
