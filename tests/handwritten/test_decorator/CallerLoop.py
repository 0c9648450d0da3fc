# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_called_in_caller_for_loop (hand-written)
import pypto.language as pl


@pl.function
def step(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class CallerLoop:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = x
        for i, (acc,) in pl.range(5, init_values=(init,)):
            updated: pl.Tensor[[64], pl.FP32] = step(acc)
            out = pl.yield_(updated)
        return out
