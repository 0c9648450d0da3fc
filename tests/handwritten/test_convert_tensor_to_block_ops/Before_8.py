# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestNestedControlFlow::test_incore_with_if_branch (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        if n == 0:
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
            z = pl.yield_(y)
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
            z = pl.yield_(y)
        return z

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        z = self.main_incore_0(n, x)
        return z
