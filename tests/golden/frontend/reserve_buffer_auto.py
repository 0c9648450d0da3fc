# ptoc: print
# The reference's test_gm_pipe_buffer_honours_explicit_slot_num (test_orchestration_tensor_rw.py) writes
# base=pl.AUTO: the constant -1 (let the memory planner place the buffer), printed back as -1.
import pypto.language as pl

@pl.program
class DeepGMPipeProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self):
        buf = pl.reserve_buffer(name="deep_v2c", size=8192, base=pl.AUTO)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=512, slot_num=16)

    @pl.function(type=pl.FunctionType.AIV)
    def vector(self):
        peer = pl.import_peer_buffer(name="deep_v2c", peer_func="cube")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), peer, dir_mask=2, slot_size=512, slot_num=16)
