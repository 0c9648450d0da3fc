# tests/ut/ir/transforms/test_lower_break_continue_pass.py::test_orchestration_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 10, 1):
            if i > 5:
                break
        return x_0
