# tests/ut/ir/transforms/test_python_printer.py::TestPythonPrinterConstDtypeRoundtrip::test_roundtrip_const_float_non_default_dtype (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP16]) -> pl.Tensor[[64], pl.FP16]:
        y: pl.Tensor[[64], pl.FP16] = pl.tensor.add(x, pl.const(1.0, pl.FP16))
        return y
