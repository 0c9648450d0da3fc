# tests/ut/ir/transforms/test_ctrl_flow_transform.py::TestContinueOnly::test_continue_in_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(n):
            if i > 5:
                continue
            x = pl.add(x, 1.0)
        return x
