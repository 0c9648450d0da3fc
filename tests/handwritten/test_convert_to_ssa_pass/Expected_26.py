# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_loop_multiple_vars_modified_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a_0: pl.Tensor[[64], pl.FP32] = x_0
        b_0: pl.Tensor[[64], pl.FP32] = pl.mul(x_0, 2.0)
        for i_0, (a_iter_1, b_iter_2) in pl.range(0, 3, 1, init_values=(a_0, b_0)):
            a_3: pl.Tensor[[64], pl.FP32] = pl.add(a_iter_1, 1.0)
            b_4: pl.Tensor[[64], pl.FP32] = pl.mul(b_iter_2, 1.5)
            a_1, b_2 = pl.yield_(a_3, b_4)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(a_1, b_2)
        return result_0
