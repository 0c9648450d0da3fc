# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_parallel_iter_arg_barrier_uses_visible_init_value: the submissions wait for the loop's iter arg; the barrier before the loop waits for its init value, the array visible there
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
            for p, (tids_iter,) in pl.parallel(4, init_values=(tids,)):
                _ra, a = pl.submit(self.kernel, deps=[tids_iter])
                _rb, b = pl.submit(self.kernel, deps=[tids_iter])
                tids_rv = pl.yield_(tids_iter)
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
