# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_form2_comprehension_global_iterable (hand-written)
import pypto.language as pl

_FORM2_INDEX_LIST = [0, 2]


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(4, pl.TASK_ID)
            for n in pl.parallel(4):
                a, t = pl.submit(self.producer, x)
                tids[n] = t
            b, _ = pl.submit(self.consumer, x, deps=[tids[k] for k in _FORM2_INDEX_LIST])
        return b
