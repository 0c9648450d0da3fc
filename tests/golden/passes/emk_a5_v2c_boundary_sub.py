# ptoc: opt --backend 950 --passes=convert_to_ssa,infer_tile_memory_space,expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::_make_v2c_boundary_program("sub"): a Vec->Mat move is a v2c boundary: AIV pushes, AIC pops into Mat
import pypto.language as pl


@pl.program
class BeforeSub:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_sub = pl.sub(x_tile, x_tile)
        x_sub_mat = pl.move(
            x_sub,
            target_memory=pl.MemorySpace.Mat,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        x_sub_left = pl.move(x_sub_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_sub_left, y_right)
        z_vec = pl.move(
            z_tile,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        out_0: pl.Tensor[[16, 64], pl.FP32] = pl.store(z_vec, [0, 0], out_0)
        return out_0
