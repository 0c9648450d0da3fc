# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_program_name_from_class (hand-written)
import pypto.language as pl


@pl.program
class MyCustomProgram:
    @pl.function
    def dummy(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        return x
