# tests/ut/codegen/test_pto_codegen_cross_core.py::TestCrossCoreTpushTpopCodegen::test_tfree_rejects_mismatched_pipe_id (hand-written)
import pypto.language as pl


@pl.program
class MismatchedTfreeIdProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_consumer(self):
        pipe_buf = pl.reserve_buffer(name="v2c_slot_buffer", size=4096, base=0x1000)
        pl.aic_initialize_pipe(
            pl.const(0, pl.INT32),
            pipe_buf,
            dir_mask=2,
            slot_size=512,
            id=1,
        )
        received: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(
            split=0,
            id=1,
        )
        pl.tfree_to_aiv(received, id=0)
