# tests/ut/language/parser/test_error_wrapping.py::TestOpErrorWrapping::test_tensor_cast_invalid_mode_in_program (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.program
class BadCastProgram:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.BF16]:
        result: pl.Tensor[[64], pl.BF16] = pl.tensor.cast(
            x,
            target_type=pl.BF16,
            mode=99,
        )
        return result
