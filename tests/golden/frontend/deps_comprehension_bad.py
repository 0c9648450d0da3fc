# ptoc: parse {}
# A comprehension whose condition reads a DSL value cannot be spelled out when
# the program is read (test_manual_scope_parsing.py, Form 3); the other
# rejections: a pl.range iterable, a comprehension outside deps=, deps= mixing
# a whole task-id array with its elements read by subscript, break in a
# pl.parallel loop.
import pypto.language as pl


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
            for o in pl.range(2):
                b, _ = pl.submit(self.producer, x, deps=[tids[k] for k in range(4) if k != o])
            c, _ = pl.submit(self.producer, x, deps=[tids[k] for k in pl.range(4)])
            ds = [tids[k] for k in range(4)]
            e, _ = pl.submit(self.producer, x, deps=[tids, tids[0]])
            for i in pl.parallel(4):
                break
        return x
