# tests/ut/language/parser/test_op_validation.py::TestFullPythonCallingConvention::test_dtype_attribute_works_positional_and_keyword (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.BF16]:
        # Positional dtype attribute
        a: pl.Tensor[[16, 16], pl.BF16] = pl.cast(x, pl.BF16)
        # Keyword dtype attribute
        b: pl.Tensor[[16, 16], pl.BF16] = pl.cast(x, target_type=pl.BF16)
        _ = a
        return b
