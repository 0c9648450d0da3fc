# tests/ut/ir/transforms/test_lower_break_continue_pass.py::test_multiple_iter_args_with_break (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(
        self,
        a_0: pl.Tensor[[64], pl.FP32],
        b_0: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (a_iter, b_iter) in pl.range(0, 10, 1, init_values=(a_0, b_0)):
            if i > 5:
                break
            a_new: pl.Tensor[[64], pl.FP32] = pl.add(a_iter, b_iter)
            b_new: pl.Tensor[[64], pl.FP32] = pl.add(b_iter, a_iter)
            a_iter, b_iter = pl.yield_(a_new, b_new)  # noqa: PLW2901
        return a_iter
