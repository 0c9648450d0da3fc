# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_profitable_parallel_array_dep_inserts_dummy_and_rewrites_consumers: two submissions per step of a 4-step parallel loop wait for a 4-id array; one barrier before the loop waits for it and they wait for the barrier
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
            for p in pl.parallel(4):
                _ra, a = pl.submit(self.kernel, deps=[tids])
                _rb, b = pl.submit(self.kernel, deps=[tids])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
