# tests/ut/ir/transforms/test_ctrl_flow_transform.py::TestWhileLoops::test_while_break (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        i: pl.Scalar[pl.INT64] = 0
        while i < n:
            if i > 5:
                break
            x = pl.add(x, 1.0)
            i = i + 1
        return x
