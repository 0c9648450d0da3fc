# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_dynamic_dim_mod_in_shape (hand-written)
import pypto.language as pl

NR = pl.dynamic("NR")
REM = NR % 4


@pl.program
class TestProg:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[REM, 1], pl.FP32]:
        out: pl.Tensor[[REM, 1], pl.FP32] = pl.create_tensor([REM, 1], dtype=pl.FP32)
        return out
