# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInIfCondition::test_nested_calls_before_and_after_if (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        y: pl.Tensor[[64], pl.FP32],
        z: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        c: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        # Nested call before if
        x: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(y, 1.0), z)
        for i in pl.range(10):
            if i > 5:
                _result: pl.Tensor[[64], pl.FP32] = pl.add(result, 1.0)
        # Nested call after if
        a: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(b, 2.0), c)
        return pl.add(x, a)
