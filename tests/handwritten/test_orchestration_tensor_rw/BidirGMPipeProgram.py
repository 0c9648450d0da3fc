# tests/ut/codegen/test_orchestration_tensor_rw.py::TestTensorReadWriteOffsetCodegen::test_gm_pipe_buffer_bidirectional_reserves_two_rings (hand-written)
import pypto.language as pl


@pl.program
class BidirGMPipeProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self):
        c2v_peer = pl.import_peer_buffer(name="bidir_c2v", peer_func="vector")
        v2c_buf = pl.reserve_buffer(name="bidir_v2c", size=2048, base=pl.AUTO)
        pl.aic_initialize_pipe(c2v_peer, v2c_buf, dir_mask=3, slot_size=512)

    @pl.function(type=pl.FunctionType.AIV)
    def vector(self):
        c2v_buf = pl.reserve_buffer(name="bidir_c2v", size=2048, base=pl.AUTO)
        v2c_peer = pl.import_peer_buffer(name="bidir_v2c", peer_func="cube")
        pl.aiv_initialize_pipe(c2v_buf, v2c_peer, dir_mask=3, slot_size=512)

    @pl.function(type=pl.FunctionType.Group)
    def group(self):
        self.cube()
        self.vector()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        self.group()
