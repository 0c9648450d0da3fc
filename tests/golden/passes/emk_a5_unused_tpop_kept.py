# ptoc: opt --backend 950 --passes=convert_to_ssa,infer_tile_memory_space,expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestDCERegression::test_tpop_preserved_when_result_unused: the AIV pops a tile it never reads: the pop stays, so every push has its pop
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(x_left, w_right)
        _z_vec = pl.move(
            z,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        # z_vec is dead — only a separate load+cast+store returns a value
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_fp32 = pl.tile.cast(x_tile, target_type=pl.FP32, mode="round")
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(x_fp32, [0, 0], out_0)
        return out_0
