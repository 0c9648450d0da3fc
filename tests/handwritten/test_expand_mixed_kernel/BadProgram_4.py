# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestPropertyVerification::test_verifier_rejects_missing_tfree_for_tpop (hand-written)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def bad_aiv(self):
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf.base)
        _: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
