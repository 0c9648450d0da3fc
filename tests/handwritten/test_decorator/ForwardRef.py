# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_forward_reference (hand-written)
import pypto.language as pl


@pl.program
class ForwardRef:
    @pl.function
    def caller(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        # Call helper which is defined below
        result: pl.Tensor[[1], pl.INT32] = self.helper(x)
        return result

    @pl.function
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, 2)
        return result
