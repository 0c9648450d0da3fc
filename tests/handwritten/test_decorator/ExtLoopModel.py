# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_with_for_loop_iter_args (hand-written)
import pypto.language as pl


@pl.function
def accumulate(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = x
    for i, (acc,) in pl.range(5, init_values=(init,)):
        new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
        out = pl.yield_(new_acc)
    return out


@pl.program
class ExtLoopModel:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = accumulate(x)
        return y
