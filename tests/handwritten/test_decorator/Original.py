# tests/ut/language/parser/test_decorator.py::TestProgramRoundTrip::test_roundtrip_simple_program (hand-written)
import pypto.language as pl


@pl.program
class Original:
    @pl.function
    def add(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result
