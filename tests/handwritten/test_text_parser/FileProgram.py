# tests/ut/language/parser/test_text_parser.py::TestLoadProgram::test_load_program_from_file (hand-written)
import pypto.language as pl


@pl.program
class FileProgram:
    @pl.function
    def add(self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        return result
