# ptoc: print
# Array and prefetch ops and the handle types they return.
import pypto.language as pl

@pl.program
class HandleOps:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def array_create(self):
        arr: pl.Array[4, pl.INT64] = pl.array.create(4, dtype=pl.INT64)
    @pl.function
    def array_update_element(self, _submit_deps_buf: pl.Array[3, pl.TASK_ID], tids: pl.Array[3, pl.TASK_ID]):
        _submit_deps_buf_1: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf, 0, pl.array.get_element(tids, 0))
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def array_get_element(self, tids: pl.Array[4, pl.TASK_ID]):
        dep0: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids, 0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def prefetch_make_context(self):
        ctx: pl.PrefetchAsyncContext = pl.prefetch.make_context()
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def prefetch_async_prefetch(self, x: pl.Tensor[[1, 1, 256], pl.FP32], ctx: pl.PrefetchAsyncContext):
        pl.prefetch.async_prefetch(x, ctx)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def prefetch(x: pl.Tensor[[1, 512], pl.FP32]):
        ctx: pl.PrefetchAsyncContext = pl.prefetch.make_context()
        ev: pl.AsyncEvent = pl.prefetch.async_prefetch(x, ctx)
        session: pl.AsyncSession = pl.prefetch.session(ctx)
        done: pl.Scalar[pl.BOOL] = pl.prefetch.wait(ev, session)
