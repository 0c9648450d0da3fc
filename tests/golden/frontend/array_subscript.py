# ptoc: print
# A subscript of a local array reads an element (pl.array.get_element) and
# arr[i] = v rebinds arr to pl.array.update_element(arr, i, v);
# pl.array.create takes its dtype positionally too (the reference's
# test_manual_scope_parsing.py, Form 1 deps).
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
            first = tids[0]
            b, _ = pl.submit(self.producer, x, deps=[first])
        return b
