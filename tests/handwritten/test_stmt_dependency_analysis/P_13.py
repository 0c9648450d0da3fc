# tests/ut/ir/transforms/test_stmt_dependency_analysis.py::TestInOutUseDiscipline::test_self_read_in_call_args_is_allowed (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def mutate(
        self,
        read_only: pl.Tensor[[64], pl.FP32],
        T: pl.InOut[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = pl.add(read_only, T)
        return r

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # x passed twice: once as read-only, once as InOut. Arg-side read
        # happens before the call effect, so this is allowed.
        T_new: pl.Tensor[[64], pl.FP32] = self.mutate(x, x)
        return T_new
