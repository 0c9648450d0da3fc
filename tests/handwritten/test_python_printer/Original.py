# tests/ut/ir/transforms/test_python_printer.py::TestPythonPrinterProgram::test_roundtrip_program_parse_print_parse (hand-written)
import pypto.language as pl


@pl.program
class Original:
    @pl.function
    def add(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
