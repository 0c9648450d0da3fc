# tests/ut/codegen/test_pto_codegen_cross_core.py::TestCrossCoreTpushTpopCodegen::test_tfree_rejects_mismatched_tpop_direction (hand-written)
import pypto.language as pl


@pl.program
class MismatchedTfreeProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def vector_consumer(self):
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)
        received: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        pl.tfree_to_aiv(received)
