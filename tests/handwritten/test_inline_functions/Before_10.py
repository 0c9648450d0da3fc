# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsDeadCode::test_no_callers_silently_dropped (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def unused(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.add(x, x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return y
