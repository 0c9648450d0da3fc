# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestPropertyVerification::test_verifier_rejects_next_tpop_before_tfree (hand-written)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def bad_aic(self):
        pipe_buf = pl.reserve_buffer(name="v2c_slot_buffer", size=4096, base=0x1000)
        pl.aic_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=pipe_buf.base)
        first: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0)
        second: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0)
        first_left = pl.move(first, target_memory=pl.MemorySpace.Left)
        second_right = pl.move(second, target_memory=pl.MemorySpace.Right)
        pl.tfree_to_aiv(first)
        pl.tfree_to_aiv(second)
        _ = pl.matmul(first_left, second_right)
