# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_program_with_int_variable_shape (hand-written)
import pypto.language as pl

rows = 256
cols = 128


@pl.program
class MyProgram:
    @pl.function
    def add(self, a: pl.Tensor[[rows, cols], pl.FP32]) -> pl.Tensor[[rows, cols], pl.FP32]:
        return a
