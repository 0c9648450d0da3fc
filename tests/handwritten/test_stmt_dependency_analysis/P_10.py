# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_rejects_read_in_nested_if_branch (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], cond: pl.Scalar[pl.BOOL]) -> pl.Tensor[[64], pl.FP32]:
        T_new: pl.Tensor[[64], pl.FP32] = self.mutate(x)
        if cond:
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)  # VIOLATION
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.mul(T_new, T_new)
        return y
