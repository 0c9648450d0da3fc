# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_aliased_import_uses_original_name: a helper called through an alias joins under its own name
import pypto.language as pl


@pl.function
def original_name(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


aliased = original_name  # Local alias


@pl.program
class AliasTest:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = aliased(x)
        return result
