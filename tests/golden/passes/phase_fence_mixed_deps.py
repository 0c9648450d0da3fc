# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_mixed_array_scalar_deps_do_not_insert_dummy: submissions waiting for an array and a task id get no barrier
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def kernel(self) -> pl.Scalar[pl.TASK_ID]:
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            tid: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for p in pl.parallel(4):
                _ra, a = pl.submit(self.kernel, deps=[tids, tid])
                _rb, b = pl.submit(self.kernel, deps=[tids, tid])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
