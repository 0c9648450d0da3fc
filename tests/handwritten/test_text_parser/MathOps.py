# tests/ut/language/parser/test_text_parser.py::TestParseProgram::test_parse_program_with_multiple_functions (hand-written)
import pypto.language as pl


@pl.program
class MathOps:
    @pl.function
    def square(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return result

    @pl.function
    def cube(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        x_sq: pl.Tensor[[1], pl.INT32] = self.square(x)
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, x_sq)
        return result
