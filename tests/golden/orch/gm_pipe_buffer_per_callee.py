# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_gm_pipe_buffer_tensor_create_uses_callee_workspace (tests/ut/codegen/
# test_orchestration_codegen.py): each launch's gm_pipe_buffer is sized from the pipes its
# callee reaches, not the program's: small_group 8 slots of 512 bytes (1024 FP32 elements),
# large_group 8 of 1024 plus 8 of 2048 (6144); pipe id 0 has a different shape in each Group.
import pypto.language as pl


@pl.program
class PerCalleeGMPipeProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def small_cube(self):
        buf = pl.reserve_buffer(name="small_v2c_slot_buffer", size=4096, base=pl.AUTO)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=512)

    @pl.function(type=pl.FunctionType.AIV)
    def small_vector(self):
        peer = pl.import_peer_buffer(name="small_v2c_slot_buffer", peer_func="small_cube")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), peer, dir_mask=2, slot_size=512)

    @pl.function(type=pl.FunctionType.Group)
    def small_group(self):
        self.small_cube()
        self.small_vector()

    @pl.function(type=pl.FunctionType.AIC)
    def large_cube(self):
        buf0 = pl.reserve_buffer(name="large_v2c_slot_buffer_0", size=8192, base=pl.AUTO)
        buf1 = pl.reserve_buffer(name="large_v2c_slot_buffer_1", size=16384, base=pl.AUTO)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), buf0, dir_mask=2, slot_size=1024, id=0)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), buf1, dir_mask=2, slot_size=2048, id=1)

    @pl.function(type=pl.FunctionType.AIV)
    def large_vector(self):
        peer0 = pl.import_peer_buffer(name="large_v2c_slot_buffer_0", peer_func="large_cube")
        peer1 = pl.import_peer_buffer(name="large_v2c_slot_buffer_1", peer_func="large_cube")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), peer0, dir_mask=2, slot_size=1024, id=0)
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), peer1, dir_mask=2, slot_size=2048, id=1)

    @pl.function(type=pl.FunctionType.Group)
    def large_group(self):
        self.large_cube()
        self.large_vector()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        self.small_group()
        self.large_group()
