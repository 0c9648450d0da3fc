# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_expand_clone_dim1_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        src: pl.Tensor[[2, 1, 8], pl.FP16],
        target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        for i, (expand_clone_acc,) in pl.range(2, init_values=(target,)):
            expand_clone_d1_input = pl.load(src, [i, 0, 0], [1, 1, 8])
            expand_clone_d1_target = pl.tile.create([1, 4, 8], dtype=pl.FP16)
            expand_clone_d1_col = pl.tile.col_expand(expand_clone_d1_target, expand_clone_d1_input)
            expand_clone_d1_store = pl.store(expand_clone_d1_col, [i, 0, 0], expand_clone_acc)
            expand_clone_d1_result = pl.yield_(expand_clone_d1_store)
        y_tile: pl.Tensor[[2, 4, 8], pl.FP16] = expand_clone_d1_result
        return y_tile

    @pl.function
    def main(
        self,
        src: pl.Tensor[[2, 1, 8], pl.FP16],
        target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y = self.main_incore_0(src, target)
        return y
