# tests/ut/ir/parser/test_dynamic_dim_arithmetic.py::test_static_mul_still_works (hand-written)
import pypto.language as pl

GATHERED = 4 * 64


@pl.program
class TestProg:
    @pl.function
    def func(self) -> pl.Tensor[[GATHERED, 1], pl.FP32]:
        out: pl.Tensor[[GATHERED, 1], pl.FP32] = pl.create_tensor([GATHERED, 1], dtype=pl.FP32)
        return out
