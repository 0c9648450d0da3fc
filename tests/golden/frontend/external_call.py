# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_multiple_external_functions: module-level @pl.function helpers called by name join the program as methods, called as self.<name>
import pypto.language as pl


@pl.function
def ext_add(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.function
def ext_mul(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result


@pl.program
class MultiExt:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = ext_add(x)
        z: pl.Tensor[[64], pl.FP32] = ext_mul(y)
        return z
