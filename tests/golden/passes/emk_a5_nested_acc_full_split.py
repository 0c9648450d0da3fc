# ptoc: opt --backend 950 --passes=convert_to_ssa,infer_tile_memory_space,expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestDCERegression::test_nested_loop_vector_init_value_pulled_into_aic: a tile.full the accumulation starts from is in Acc and goes to the AIC with the loop
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for ob in pl.range(2):
            acc_init = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            for kb, (acc_iter,) in pl.range(2, init_values=(acc_init,)):
                x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
                x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
                w_mat = pl.load(w, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
                w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
                acc_next = pl.matmul_acc(acc_iter, x_left, w_right)
                acc_out = pl.yield_(acc_next)
            acc_vec = pl.move(
                acc_out,
                target_memory=pl.MemorySpace.Vec,
                blayout=pl.TileLayout.row_major,
                slayout=pl.TileLayout.none_box,
            )
            out_0 = pl.store(acc_vec, [0, 0], out_0)
        return out_0
