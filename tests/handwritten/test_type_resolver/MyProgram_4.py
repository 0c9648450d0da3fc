# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_program_with_shape_variable (hand-written)
import pypto.language as pl

shape = [256, 128]
dtype = pl.FP16


@pl.program
class MyProgram:
    @pl.function
    def process(self, x: pl.Tensor[shape, dtype]) -> pl.Tensor[shape, dtype]:
        return x
