# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_sibling_if_branch_does_not_bleed (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[64], pl.FP32]:
        if cond:
            a: pl.Tensor[[64], pl.FP32] = self.mutate(x)  # noqa: F841
        else:
            # x was never passed InOut on this CFG path; safe to read.
            b: pl.Tensor[[64], pl.FP32] = pl.add(x, x)  # noqa: F841
        return y
