# ptoc: opt --backend 950 --passes=convert_to_ssa,infer_tile_memory_space,expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_auto_tfree_stays_after_if_return_var_alias: an if result that aliases the popped tile keeps the tfree after the use of that result
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        flag: pl.Scalar[pl.INDEX],
        x: pl.Tensor[[4, 32], pl.BF16],
        y: pl.Tensor[[32, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [4, 32], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        z_vec = pl.move(
            z_tile,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        if flag == 0:
            _then_probe = pl.exp(z_vec)
            carried = z_vec
        else:
            _else_probe = pl.exp(z_vec)
            carried = z_vec
        mixed = pl.add(carried, carried)
        out_0: pl.Tensor[[4, 32], pl.FP32] = pl.store(mixed, [0, 0], out_0)
        return out_0
