# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_program_dynvar_shared_across_functions (hand-written)
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class MyProgram:
    @pl.function
    def func_a(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        return x

    @pl.function
    def func_b(self, y: pl.Tensor[[M, 128], pl.FP32]) -> pl.Tensor[[M, 128], pl.FP32]:
        return y
