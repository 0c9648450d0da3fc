# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_gm_pipe_buffer_honours_explicit_slot_num (test_orchestration_tensor_rw.py):
# a one-way pipe of slot_num=16 slots of 512 B gets 16 * 512 / 4 = 2048 FP32 elements of workspace.
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

    @pl.function(type=pl.FunctionType.Group)
    def group(self):
        self.cube()
        self.vector()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        self.group()
