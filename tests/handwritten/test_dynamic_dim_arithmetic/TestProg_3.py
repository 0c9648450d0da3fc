# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_dynamic_dim_sub_in_shape (hand-written)
import pypto.language as pl

NR = pl.dynamic("NR")
TRIMMED = NR - 1


@pl.program
class TestProg:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[TRIMMED, 1], pl.FP32]:
        out: pl.Tensor[[TRIMMED, 1], pl.FP32] = pl.create_tensor([TRIMMED, 1], dtype=pl.FP32)
        return out
