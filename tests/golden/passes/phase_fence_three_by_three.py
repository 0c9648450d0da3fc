# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_three_by_three_min_profitable_inserts_dummy: 3 producers x 9 consumers (3 steps of 3) is worth a barrier
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
            tids: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            for p in pl.parallel(3):
                _ra, a = pl.submit(self.kernel, deps=[tids])
                _rb, b = pl.submit(self.kernel, deps=[tids])
                _rc, c = pl.submit(self.kernel, deps=[tids])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
