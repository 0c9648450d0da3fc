# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_external_return_type_propagation (hand-written)
import pypto.language as pl


@pl.function
def ext_square(x: pl.Tensor[[32], pl.INT32]) -> pl.Tensor[[32], pl.INT32]:
    result: pl.Tensor[[32], pl.INT32] = pl.mul(x, x)
    return result


@pl.program
class TypeProp:
    @pl.function
    def main(self, x: pl.Tensor[[32], pl.INT32]) -> pl.Tensor[[32], pl.INT32]:
        y: pl.Tensor[[32], pl.INT32] = ext_square(x)
        return y
