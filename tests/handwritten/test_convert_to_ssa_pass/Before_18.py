# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_while_with_tensor_operations (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        i: pl.Scalar[pl.INT64] = 0
        acc: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        while i < n:
            i = i + 1
            acc = pl.add(acc, x)
        return acc
