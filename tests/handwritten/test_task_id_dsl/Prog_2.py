# tests/ut/language/parser/test_task_id_dsl.py::TestDepsKwargAcceptsTaskIdScalar::test_deps_accepts_task_id_scalar_var (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a = self.k1(x)
            tid = pl.task_id_of(a)
            b = self.k2(x, deps=[tid])
        return b
