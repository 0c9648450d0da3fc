# tests/ut/codegen/test_pto_codegen_cross_core.py::TestCrossCoreTpushTpopCodegen::test_tpop_user_stays_after_if_defined_scalar_dependency (hand-written)
import pypto.language as pl


@pl.program
class IfDefinedScalarProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def vector_consumer(
        self,
        flag: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)

        received: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        if flag == 0:
            scale = 1.0
        else:
            scale = 2.0
        scaled = pl.tile.muls(received, scale)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(scaled, [0, 0], output)
        pl.tfree_to_aic(received)
        return updated
