# tests/ut/ir/transforms/test_python_printer.py::TestPythonPrinterProgram::test_roundtrip_with_cross_function_calls (hand-written)
import pypto.language as pl


@pl.program
class WithCalls:
    @pl.function
    def square(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return result

    @pl.function
    def sum_of_squares(
        self, a: pl.Tensor[[1], pl.INT32], b: pl.Tensor[[1], pl.INT32]
    ) -> pl.Tensor[[1], pl.INT32]:
        a_sq: pl.Tensor[[1], pl.INT32] = self.square(a)
        b_sq: pl.Tensor[[1], pl.INT32] = self.square(b)
        result: pl.Tensor[[1], pl.INT32] = pl.add(a_sq, b_sq)
        return result
