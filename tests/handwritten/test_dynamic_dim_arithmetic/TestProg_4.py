# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_dynamic_dim_floordiv_in_shape (hand-written)
import pypto.language as pl

NR = pl.dynamic("NR")
HALF = NR // 2


@pl.program
class TestProg:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[HALF, 1], pl.FP32]:
        out: pl.Tensor[[HALF, 1], pl.FP32] = pl.create_tensor([HALF, 1], dtype=pl.FP32)
        return out
