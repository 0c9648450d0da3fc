# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_auto_pipe_setup_inserted_for_c2v_kernel (hand-written)
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
        c2v = pl.import_peer_buffer(
            name="main_incore_0_c2v_slot_buffer", peer_func="main_incore_0_aiv"
        )
        pl.aic_initialize_pipe(c2v, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(x_left, y_right)
        pl.tpush_to_aiv(z, split=0)
