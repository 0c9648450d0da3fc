# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInIfCondition::test_nested_calls_before_and_after_if (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        y: pl.Tensor[[64], pl.FP32],
        z: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        c: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        # Flattened: temp variable for first nested call
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.add(y, 1.0)
        x: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v0, z)
        for i in pl.range(10):
            if i > 5:
                _result: pl.Tensor[[64], pl.FP32] = pl.add(result, 1.0)
        # Flattened: temp variable for second nested call
        t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.add(b, 2.0)
        a: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v1, c)
        t__tmp_v2: pl.Tensor[[64], pl.FP32] = pl.add(x, a)
        return t__tmp_v2
