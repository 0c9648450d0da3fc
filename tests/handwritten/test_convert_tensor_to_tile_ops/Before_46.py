# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion_strided_tile_source_materializes (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        full: pl.Tensor[[4, 16], pl.FP32] = pl.create_tensor([4, 16], dtype=pl.FP32)
        full_1: pl.Tensor[[4, 16], pl.FP32] = pl.assemble(full, src, [0, 0])
        rope = full_1[:, 8:16]
        out: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(rope, dim=-1, index=idx)
        return out

    @pl.function
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        out: pl.Tensor[[4, 8], pl.FP32] = self.main_incore_0(src, idx)
        return out
