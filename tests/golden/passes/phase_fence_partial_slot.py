# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_partial_slot_dep_does_not_insert_dummy: submissions waiting for one element of the array get no barrier
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
                slot: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids, 0)
                _ra, a = pl.submit(self.kernel, deps=[slot])
                _rb, b = pl.submit(self.kernel, deps=[slot])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
