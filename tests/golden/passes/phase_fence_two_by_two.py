# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_two_by_two_low_benefit_does_not_insert_dummy: 2 producers x 2 consumers save no edge (4 edges against 2 + 2), so no barrier
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
            tids: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
            for p in pl.parallel(2):
                _ra, a = pl.submit(self.kernel, deps=[tids])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
