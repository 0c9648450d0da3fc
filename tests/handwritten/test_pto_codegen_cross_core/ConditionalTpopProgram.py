# tests/ut/codegen/test_pto_codegen_cross_core.py::TestCrossCoreTpushTpopCodegen::test_tfree_stays_after_nested_control_flow_use (hand-written)
import pypto.language as pl


@pl.program
class ConditionalTpopProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_consumer(
        self,
        flag: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        pipe_buf = pl.reserve_buffer(name="v2c_slot_buffer", size=4096, base=0x1000)
        pl.aic_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=pipe_buf)

        received: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=1)
        if flag == 0:
            received_left = pl.move(received, target_memory=pl.MemorySpace.Left)
            received_mat = pl.move(received_left, target_memory=pl.MemorySpace.Mat)
            _: pl.Tensor[[16, 16], pl.FP16] = pl.store(received_mat, [0, 0], output)
        else:
            received_right = pl.move(received, target_memory=pl.MemorySpace.Right)
            received_mat_else = pl.move(received_right, target_memory=pl.MemorySpace.Mat)
            _: pl.Tensor[[16, 16], pl.FP16] = pl.store(received_mat_else, [0, 0], output)

        pl.tfree_to_aiv(received)
        return output
