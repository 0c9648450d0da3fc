# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_form1_mixed_scalar_and_subscript (hand-written)
import pypto.language as pl


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
            seed_a, seed_tid = pl.submit(self.producer, x)
            tids = pl.array.create(4, pl.TASK_ID)
            for n in pl.parallel(4):
                a, t = pl.submit(self.producer, x)
                tids[n] = t
            for k in pl.parallel(2):
                b, _ = pl.submit(
                    self.consumer,
                    x,
                    deps=[seed_tid, tids[2 * k], tids[2 * k + 1]],
                )
        return b
