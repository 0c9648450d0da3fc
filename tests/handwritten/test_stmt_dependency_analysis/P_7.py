# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_clean_when_return_value_is_used (hand-written)
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
        y: pl.Tensor[[64], pl.FP32] = pl.add(T_new, T_new)
        return y
