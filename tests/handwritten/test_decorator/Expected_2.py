# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_multiple_external_functions (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def ext_add(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result

    @pl.function
    def ext_mul(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        return result

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.ext_add(x)
        z: pl.Tensor[[64], pl.FP32] = self.ext_mul(y)
        return z
