# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestNestedControlFlow::test_nested_both_sides (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]
    ) -> pl.Tensor[[64], pl.FP32]:
        if n == 0:
            y: pl.Tensor[[64], pl.FP32] = pl.add(acc, acc)
            z = pl.yield_(y)
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.mul(acc, acc)
            z = pl.yield_(y)
        return z

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n)
            result = pl.yield_(z)
        return result
