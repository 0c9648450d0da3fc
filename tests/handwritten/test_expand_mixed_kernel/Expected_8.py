# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestCubeOpVariants::test_gemv_acc_in_aic (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        a_mat = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
        b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        c_tile = pl.gemv(a_left, b_right)
        a_left2 = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
        b_right2 = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        d_tile = pl.gemv_acc(c_tile, a_left2, b_right2)
        pl.tpush_to_aiv(d_tile, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        d_vec: pl.Tile[[16, 128], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
            shape=[16, 128], dtype=pl.FP32
        )
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.store(d_vec, [0, 0], out_0)
        return out_0_store

    @pl.function(type=pl.FunctionType.Group)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        self.main_incore_0_aic(a, b, out_0)
        result: pl.Tensor[[16, 128], pl.FP32] = self.main_incore_0_aiv(a, b, out_0)
        return result
