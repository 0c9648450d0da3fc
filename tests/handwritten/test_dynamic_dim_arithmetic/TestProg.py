# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_dynamic_dim_mul_in_shape (hand-written)
import pypto.language as pl

NR = pl.dynamic("NR")
SIZE = 64
GATHERED = NR * SIZE


@pl.program
class TestProg:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[GATHERED, 1], pl.FP32]:
        out: pl.Tensor[[GATHERED, 1], pl.FP32] = pl.create_tensor([GATHERED, 1], dtype=pl.FP32)
        return out
