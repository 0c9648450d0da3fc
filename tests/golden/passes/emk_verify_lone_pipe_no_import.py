# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_bidirectional_different_slot_sizes_uses_max, its ExpAIC with
# the C2V buffer reserved instead of imported: the one initialize_pipe has no import_peer_buffer for the
# direction the Cube produces, and a reserve_buffer too many (the reference's
# VerifyReserveAndImportPeerBufferCoverage)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        v2c = pl.reserve_buffer(name="main_incore_0_v2c_slot_buffer", size=32768)
        c2v = pl.reserve_buffer(name="main_incore_0_c2v_slot_buffer", size=32768)
        pl.aic_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=8192)
        x_sum_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tpop_from_aiv(
            shape=[16, 128], dtype=pl.BF16, split=0
        )
        x_sum_left = pl.move(x_sum_mat, target_memory=pl.MemorySpace.Left)
        pl.tfree_to_aiv(x_sum_mat)
        y_mat = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_sum_left, y_right)
        pl.tpush_to_aiv(z_tile, split=0)
