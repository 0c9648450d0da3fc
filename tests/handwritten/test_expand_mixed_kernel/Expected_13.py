# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestAutoPipeSetup::test_auto_tfree_inserted_after_post_tpop_move (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ):
        _v2c_slot_buffer = pl.reserve_buffer(name="main_incore_0_v2c_slot_buffer", size=16384)
        _c2v_slot_buffer_import = pl.import_peer_buffer(
            name="main_incore_0_c2v_slot_buffer",
            peer_func="main_incore_0_aiv",
        )
        pl.aic_initialize_pipe(dir_mask=3, slot_size=4096)
        x_left_mat: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(
            shape=[16, 128], dtype=pl.BF16
        )
        x_left = pl.move(x_left_mat, target_memory=pl.MemorySpace.Left)
        pl.tfree_to_aiv(x_left_mat)
        y_mat = pl.load(y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        pl.tpush_to_aiv(z_tile, split=0)
