# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_form2_comprehension_with_static_filter (hand-written)
import pypto.language as pl

_FORM2_SKIP_INDEX = 1
K = 4


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
            tids = pl.array.create(K, pl.TASK_ID)
            for n in pl.parallel(K):
                a, t = pl.submit(self.producer, x)
                tids[n] = t
            # _FORM2_SKIP_INDEX is a module-level Python int (1) — the
            # filter resolves at parse time and excludes one slot, so
            # the synthesized array has K-1 entries.
            b, _ = pl.submit(
                self.consumer,
                x,
                deps=[tids[k] for k in range(K) if k != _FORM2_SKIP_INDEX],
            )
        return b
