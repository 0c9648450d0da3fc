# tests/ut/codegen/test_pto_codegen_cross_core.py::TestExpandMixedKernelCodegen::test_multiple_pipe_ids_offset_gm_buffers_on_a2a3 (hand-written)
import pypto.language as pl


@pl.program
class MultiplePipeSetup:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_kernel(self):
        c2v_peer = pl.import_peer_buffer(name="c2v_slot_buffer", peer_func="vector_kernel")
        v2c_buf = pl.reserve_buffer(name="v2c_slot_buffer", size=32768, base=0x1000)
        pl.aic_initialize_pipe(c2v_peer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_buf, dir_mask=2, slot_size=4096, id=1)

    @pl.function(type=pl.FunctionType.AIV)
    def vector_kernel(self):
        c2v_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=65536, base=0x2000)
        v2c_peer = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="cube_kernel")
        pl.aiv_initialize_pipe(c2v_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_peer, dir_mask=2, slot_size=4096, id=1)

    @pl.function(type=pl.FunctionType.Group)
    def group_func(self):
        self.cube_kernel()
        self.vector_kernel()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        self.group_func()
