# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_builtin_ops_do_not_kill_vars (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        c: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return c
