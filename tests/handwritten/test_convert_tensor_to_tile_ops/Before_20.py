# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_expand_clone_dim2_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        src: pl.Tensor[[2, 4, 1], pl.FP16],
        target: pl.Tensor[[2, 4, 8], pl.FP16],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = pl.expand_clone(src, target)
        return y

    @pl.function
    def main(
        self,
        src: pl.Tensor[[2, 4, 1], pl.FP16],
        target: pl.Tensor[[2, 4, 8], pl.FP16],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
