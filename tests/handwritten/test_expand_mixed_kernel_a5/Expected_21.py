# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_nested_loop_vector_init_value_pulled_into_aic (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ):
        for ob in pl.range(2):
            acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Acc] = pl.tile.full(
                [16, 64], dtype=pl.FP32, value=0.0
            )
            for kb, (acc_iter,) in pl.range(2, init_values=(acc_init,)):
                x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
                x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
                w_mat = pl.load(w, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
                w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
                acc_next = pl.matmul_acc(acc_iter, x_left, w_right)
                acc_out = pl.yield_(acc_next)
            pl.tpush_to_aiv(acc_out, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for ob, (out_0_iter,) in pl.range(2, init_values=(out_0,)):
            acc_vec: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
                split=0
            )
            out_0_store = pl.store(acc_vec, [0, 0], out_0_iter)
            out_0_rv = pl.yield_(out_0_store)
        return out_0_rv

    @pl.function(type=pl.FunctionType.Group, attrs={"split": pl.SplitMode.UP_DOWN})
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        self.main_incore_0_aic(x, w, out_0)
        self.main_incore_0_aiv(x, w, out_0)
        return out_0
