# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_while_with_tensor_operations (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        i_0: pl.Scalar[pl.INT64] = 0
        acc_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for acc_1, i_1 in pl.while_(init_values=(acc_0, i_0)):
            pl.cond(i_1 < n)
            i_2: pl.Scalar[pl.INT64] = i_1 + 1
            acc_2: pl.Tensor[[64], pl.FP32] = pl.add(acc_1, x)
            acc_3, i_3 = pl.yield_(acc_2, i_2)
        return acc_3
