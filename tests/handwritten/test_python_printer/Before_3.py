# tests/ut/ir/transforms/test_python_printer.py::TestPythonPrinterConstDtypeRoundtrip::test_roundtrip_default_dtype_constants_bare (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, 1.0)
        return y
