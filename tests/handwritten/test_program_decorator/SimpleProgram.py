# tests/ut/language/parser/test_program_decorator.py::TestProgramDecorator::test_single_function_program (hand-written)
import pypto.language as pl


@pl.program
class SimpleProgram:
    @pl.function
    def add_one(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
