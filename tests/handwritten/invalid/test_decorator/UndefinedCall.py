# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_undefined_method_call_error (rejected by the reference parser)
import pypto.language as pl


@pl.program
class UndefinedCall:
    @pl.function
    def caller(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        # Try to call a method that doesn't exist
        result: pl.Tensor[[1], pl.INT32] = self.nonexistent(x)  # type: ignore
        return result
