# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInIfCondition::test_if_with_nested_calls_in_branches (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i in pl.range(10):
            if i > 5:
                t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(result, 2.0)
                result = pl.add(t__tmp_v0, 1.0)
        return result
