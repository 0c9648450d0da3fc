# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_assemble_tile_tile_then_cast_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[1, 32], pl.FP32],
        b: pl.Tensor[[1, 32], pl.FP32],
    ) -> pl.Tensor[[1, 64], pl.BF16]:
        t: pl.Tensor[[1, 64], pl.FP32] = pl.create_tensor([1, 64], dtype=pl.FP32)
        t_1: pl.Tensor[[1, 64], pl.FP32] = pl.assemble(t, a, [0, 0])
        t_2: pl.Tensor[[1, 64], pl.FP32] = pl.assemble(t_1, b, [0, 32])
        out: pl.Tensor[[1, 64], pl.BF16] = pl.cast(t_2, target_type=pl.BF16)
        return out

    @pl.function
    def main(
        self,
        a: pl.Tensor[[1, 32], pl.FP32],
        b: pl.Tensor[[1, 32], pl.FP32],
    ) -> pl.Tensor[[1, 64], pl.BF16]:
        out: pl.Tensor[[1, 64], pl.BF16] = self.main_incore_0(a, b)
        return out
