# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_all_scalar_deps_keep_direct_path (hand-written)
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
            a, a_tid = pl.submit(self.producer, x)
            b, b_tid = pl.submit(self.producer, x)
            c, _ = pl.submit(self.consumer, x, deps=[a_tid, b_tid])
        return c
