# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_for_loops_multiple_vars_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        outer_0: pl.Tensor[[64], pl.FP32] = x_0
        inner_0: pl.Tensor[[64], pl.FP32] = pl.mul(x_0, 2.0)
        for i_0, (inner_iter_1, outer_iter_1) in pl.range(0, 2, 1, init_values=(inner_0, outer_0)):
            for j_0, (inner_iter_3,) in pl.range(0, 3, 1, init_values=(inner_iter_1,)):
                inner_5: pl.Tensor[[64], pl.FP32] = pl.add(inner_iter_3, 1.0)
                inner_4 = pl.yield_(inner_5)
            outer_3: pl.Tensor[[64], pl.FP32] = pl.add(outer_iter_1, inner_4)
            inner_2, outer_2 = pl.yield_(inner_4, outer_3)
        return outer_2
