# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py (1e2fc9fb), test_same_body_array_update_hazard_does_not_insert_dummy: the loop body updates the array its submissions wait for, so a barrier before the loop would wait for the wrong ids
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
                tids_next: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids, 0, tid)
                _ra, a = pl.submit(self.kernel, deps=[tids])
                _rb, b = pl.submit(self.kernel, deps=[tids])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
