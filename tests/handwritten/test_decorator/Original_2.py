# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_external_roundtrip (hand-written)
import pypto.language as pl


@pl.function
def ext_add_one(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class Original:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = ext_add_one(x)
        return result
