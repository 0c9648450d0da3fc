# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_scalar_dep_does_not_insert_dummy: submissions waiting for one task id get no barrier
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
            tid: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for p in pl.parallel(4):
                _ra, a = pl.submit(self.kernel, deps=[tid])
                _rb, b = pl.submit(self.kernel, deps=[tid])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
