# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_complex_nested_control_flow_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a_0: pl.Tensor[[64], pl.FP32] = x_0
        b_0: pl.Tensor[[64], pl.FP32] = pl.mul(x_0, 2.0)
        for i_0, (a_iter_1, b_iter_1) in pl.range(0, 2, 1, init_values=(a_0, b_0)):
            if i_0 == 0:
                for j_0, (a_iter_3,) in pl.range(0, 2, 1, init_values=(a_iter_1,)):
                    a_5: pl.Tensor[[64], pl.FP32] = pl.add(a_iter_3, 1.0)
                    a_4 = pl.yield_(a_5)
                a_6, b_4 = pl.yield_(a_4, b_iter_1)
            else:
                b_3: pl.Tensor[[64], pl.FP32] = pl.mul(b_iter_1, 2.0)
                a_6, b_4 = pl.yield_(a_iter_1, b_3)
            a_2, b_2 = pl.yield_(a_6, b_4)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(a_2, b_2)
        return result_0
