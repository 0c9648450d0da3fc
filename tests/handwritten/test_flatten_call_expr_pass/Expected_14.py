# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenAlreadyFlat::test_already_flat_code (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, 2.0)
        c: pl.Tensor[[64], pl.FP32] = pl.exp(b)
        return c
