# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_rejects_post_inout_read (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        T_new: pl.Tensor[[64], pl.FP32] = self.mutate(x)  # noqa: F841
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)  # VIOLATION
        return y
