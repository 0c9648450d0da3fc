# ptoc: print
# pl.submit as the reference's printer tests print it
# (tests/ut/ir/printing/test_submit_printer.py): `pl.submit(self.kernel, a)`,
# dependencies bound as parameters as `deps=[t1, t2]`, and a submit with no
# positional argument as `pl.submit(self.seed, deps=[t])`; the result is a
# pl.Tuple of the callee's results and the task id.
import pypto.language as pl


@pl.program
class test_submit_program:
    @pl.function
    def kernel(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return x

    @pl.function
    def seed(self) -> pl.Scalar[pl.INDEX]:
        return 0

    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def caller(self, a: pl.Scalar[pl.INDEX], t1: pl.Scalar[pl.TASK_ID], t2: pl.Scalar[pl.TASK_ID]) -> pl.Scalar[pl.INDEX]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            res: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, a)
            res2: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, a, deps=[t1, t2])
            res3: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.TASK_ID]] = pl.submit(self.seed, deps=[t1])
            v = res[0]
            tid = res[1]
        return v
