# tests/ut/language/parser/test_decorator.py::TestProgramDecoratorSourceUnavailable::test_program_with_orig_argv_source (hand-written)
import pypto.language as pl


@pl.program
class MyProgram:
    @pl.function
    def add_one(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
