# ptoc: print
# System ops: pipe setup, syncs, barriers and the task-id ops of orchestration.
import pypto.language as pl

@pl.program
class SystemOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def system_set_ffts(self, workspace: pl.Tensor[[256], pl.INT64]):
        pl.system.set_ffts(workspace)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_sync_wait(self, event_id: pl.Scalar[pl.INDEX]):
        pl.system.sync_wait(event_id, pipe=pl.PipeType.MTE2)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_sync_wait_2(self):
        pl.system.sync_wait(pipe=pl.PipeType.MTE2, event_id=3)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_sync_set(self, event_id: pl.Scalar[pl.INDEX]):
        pl.system.sync_set(event_id, pipe=pl.PipeType.MTE3)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def system_sync_set_2(self):
        pl.system.sync_set(4, pipe=pl.PipeType.MTE3, ffts_mode=2, core_type='aiv')
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_reserve_buffer(self):
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=4096)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_aiv_initialize_pipe(self, buf: pl.Scalar[pl.INT32]):
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_aiv_initialize_pipe_2(self, c2v_buf: pl.Scalar[pl.INT32]):
        pl.system.aiv_initialize_pipe(c2v_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_tfree_to_aic(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]):
        pl.system.tfree_to_aic(t)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_tfree_to_aic_2(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]):
        pl.system.tfree_to_aic(t, split=2)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def system_import_peer_buffer(self):
        v2c_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='cube_kernel')
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def system_aic_initialize_pipe(self, v2c_buf: pl.Scalar[pl.INT32]):
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_buf, dir_mask=2, slot_size=4096, id=1)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def system_aic_initialize_pipe_2(self, pipe_buf__ssa_v0: pl.Scalar[pl.INT32]):
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), pipe_buf__ssa_v0, dir_mask=2, slot_size=512)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def system_syncall(self):
        pl.system.syncall(core_type='mix')
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def system_tfree_to_aiv(self, v__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat]):
        pl.system.tfree_to_aiv(v__tile)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def system_tfree_to_aiv_2(self, g__tile: pl.Tile[[128, 1024], pl.FP32, pl.Mem.Mat]):
        pl.system.tfree_to_aiv(g__tile, split=2)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def system_task_invalid(self):
        last_tid: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def system_cacheinvalid(self):
        pl.system.cacheinvalid()
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def system_cacheinvalid_2(self, win__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 8], pl.FP32]]):
        pl.system.cacheinvalid(win__ssa_v0, [1, 8], [0, 0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def system_task_dummy(self, scoped_tid: pl.Scalar[pl.TASK_ID]):
        barrier: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[scoped_tid])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def system_fence(self):
        pl.system.fence()
    @pl.function
    def system_bar_v(self):
        pl.system.bar_v()
    @pl.function
    def system_bar_m(self):
        pl.system.bar_m()
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sync():
        pl.system.sync_src(set_pipe=2, wait_pipe=4, event_id=0)
        pl.system.sync_dst(set_pipe=2, wait_pipe=4, event_id=0)
        pl.system.bar_all()
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def tasks(self):
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        ok: pl.Scalar[pl.BOOL] = pl.system.task_is_valid(t)
        d: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[t])
        n: pl.Scalar[pl.INT32] = pl.system.available_cluster_count()
        v: pl.Scalar[pl.INT32] = pl.system.available_aiv_count()
