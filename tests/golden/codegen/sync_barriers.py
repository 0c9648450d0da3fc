# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Sync:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sync(ffts: pl.Tensor[[256], pl.INT64], ws: pl.Tensor[[16], pl.INT32], x: pl.Tensor[[64, 64], pl.FP32], ev: pl.Scalar[pl.INDEX]):
        pl.system.set_ffts(ffts)
        pl.system.sync_set(pipe=pl.PipeType.MTE3, event_id=3)
        pl.system.sync_set(pipe=pl.PipeType.V, event_id=0, ffts_mode=2)
        pl.system.sync_set(ev, pipe=pl.PipeType.FIX)
        pl.system.sync_wait(pipe=pl.PipeType.MTE2, event_id=13)
        pl.system.sync_wait(ev, pipe=pl.PipeType.M)
        pl.system.syncall()
        pl.system.syncall(core_type="aiv_only")
        pl.system.syncall(ws, mode="soft", core_type="aiv_only")
        pl.system.syncall(ws, 8, mode="soft")
        pl.system.bar_v()
        pl.system.bar_m()
        pl.system.bar_all()
        pl.system.fence()
        pl.system.cacheinvalid()
        pl.system.cacheinvalid(x, [1, 64], [ev, 0])
