# tests/ut/ir/transforms/test_ctrl_flow_transform.py::TestWhileLoops::test_while_continue (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        i: pl.Scalar[pl.INT64] = 0
        while i < n:
            i = i + 1
            if i > 5:
                continue
            x = pl.add(x, 1.0)
        return x
