# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_expand_clone_dim2_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        src: pl.Tensor[[2, 4, 1], pl.FP16],
        target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        expand_clone_input = pl.load(src, [0, 0, 0], [2, 4, 1])
        expand_clone_d2_target = pl.tile.create([2, 4, 8], dtype=pl.FP16)
        expand_clone_d2_row = pl.tile.row_expand(expand_clone_d2_target, expand_clone_input)
        y_tile = pl.store(expand_clone_d2_row, [0, 0, 0], target)
        return y_tile

    @pl.function
    def main(
        self,
        src: pl.Tensor[[2, 4, 1], pl.FP16],
        target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y = self.main_incore_0(src, target)
        return y
