# ptoc: compile --backend 910B --no-emit-loc
# The reference's InjectGMPipeBuffer test program (test_inject_gm_pipe_buffer Before 1): two
# one-way pipes in each kernel share the injected GM pipe buffer; pipe 1 starts after pipe 0's
# 8 slots of 8192 bytes, a pto.addptr of 16384 FP32 elements, as the reference emits it.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_kernel():
        c2v_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='c2v_slot_buffer', peer_func='vector_kernel')
        v2c_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=32768, base=4096)
        pl.system.aic_initialize_pipe(c2v_peer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_buf, dir_mask=2, slot_size=4096, id=1)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector_kernel():
        c2v_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=65536, base=8192)
        v2c_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='cube_kernel')
        pl.system.aiv_initialize_pipe(c2v_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_peer, dir_mask=2, slot_size=4096, id=1)
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def group_func():
        self.cube_kernel()
        self.vector_kernel()
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self):
        self.group_func()
