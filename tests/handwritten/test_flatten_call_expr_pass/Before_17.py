# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenPreservesFuncType::test_preserve_orchestration_func_type (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(x, 1.0), 2.0)
        return result
