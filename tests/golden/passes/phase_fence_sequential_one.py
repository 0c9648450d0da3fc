# ptoc: opt --passes=expand_manual_phase_fence
# reference test_expand_manual_phase_fence.py, test_pure_range_consumer_does_not_insert_dummy: a sequential 4-step loop with one submission a step; that test (f83e3964) expects no barrier, e2d0f78 (its case Before__26, which ptoc follows) puts one: 4 x 4 edges against 4 + 4
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
            for p in pl.range(4):
                _ra, a = pl.submit(self.kernel, deps=[tids])
        t: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
        return t
