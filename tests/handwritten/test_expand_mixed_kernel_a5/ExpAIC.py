# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_bidirectional_different_slot_sizes_uses_max (hand-written)
import pypto.language as pl


@pl.program
class ExpAIC:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        v2c = pl.reserve_buffer(name="main_incore_0_v2c_slot_buffer", size=16384)
        c2v = pl.import_peer_buffer(
            name="main_incore_0_c2v_slot_buffer", peer_func="main_incore_0_aiv"
        )
        pl.aic_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=8192, slot_num=2)
        x_sum_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tpop_from_aiv(
            shape=[16, 128], dtype=pl.BF16, split=0
        )
        x_sum_left = pl.move(x_sum_mat, target_memory=pl.MemorySpace.Left)
        pl.tfree_to_aiv(x_sum_mat)
        y_mat = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_sum_left, y_right)
        pl.tpush_to_aiv(z_tile, split=0)
