# tests/ut/language/parser/test_func_attr.py::TestPrinter::test_auto_scope_still_prints_as_its_own_kwarg (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.func_attr({"windowize": True})
        with pl.scope():
            a = self.k1(x)
        return a
