# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_transient_shared_alias_does_not_keep_dead_iter_arg_alive (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        for i in pl.range(4):
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            pl.tpush_to_aiv(z, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc_init = pl.tile.muls(vec_init, 0.0)
        for i, (acc_iter,) in pl.range(4, init_values=(acc_init,)):
            tmp: pl.Tile[[16, 128], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
                shape=[16, 128], dtype=pl.FP32
            )
            carried_next = pl.tile.add(tmp, tmp)
            acc_out = pl.yield_(carried_next)
        carried = acc_out
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.store(carried, [0, 0], out_0)
        return out_0_store

    @pl.function(type=pl.FunctionType.Group)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        self.main_incore_0_aic(x, w, out_0)
        result: pl.Tensor[[16, 128], pl.FP32] = self.main_incore_0_aiv(x, w, out_0)
        return result
