# ptoc: print
# deps= of a submit may be a list comprehension over range(...) of constants
# or a constant list, with constant conditions: it is spelled out when the
# program is read (the reference's test_manual_scope_parsing.py, Form 2 deps).
# A whole task-id array and a task-id variable may share one deps= list
# (test_orchestration_codegen.py's mixed phase-fence deps).
import pypto.language as pl

SKIP = 1
PICK = [0, 2]


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(4, pl.TASK_ID)
            for n in pl.parallel(4):
                a, t = pl.submit(self.producer, x)
                tids[n] = t
            b, tb = pl.submit(self.producer, x, deps=[tids[k] for k in range(4) if k != SKIP])
            c, _ = pl.submit(self.producer, b, deps=[tids[k + 1] for k in PICK])
            d, _ = pl.submit(self.producer, c, deps=[tids[k] for k in range(3, -1, -2)])
            e, _ = pl.submit(self.producer, d, deps=[tids, tb])
        return e
