# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_dynamic_dim_add_in_shape (hand-written)
import pypto.language as pl

NR = pl.dynamic("NR")
PADDED = NR + 4


@pl.program
class TestProg:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[PADDED, 1], pl.FP32]:
        out: pl.Tensor[[PADDED, 1], pl.FP32] = pl.create_tensor([PADDED, 1], dtype=pl.FP32)
        return out
