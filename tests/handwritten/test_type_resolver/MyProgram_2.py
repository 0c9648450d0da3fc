# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_program_with_dynvar_shape (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")


@pl.program
class MyProgram:
    @pl.function
    def process(self, x: pl.Tensor[[M, N], pl.FP32]) -> pl.Tensor[[M, N], pl.FP32]:
        return x
