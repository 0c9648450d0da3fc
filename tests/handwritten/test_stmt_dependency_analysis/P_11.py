# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_rejects_read_in_for_body (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        T_new: pl.Tensor[[64], pl.FP32] = self.mutate(x)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(T_new,)):  # noqa: F841
            acc = pl.yield_(pl.add(acc, x))  # VIOLATION reading x
        return acc
