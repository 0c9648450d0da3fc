# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_loops_with_if_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = x_0
        for i_0, (result_iter_1,) in pl.range(0, 3, 1, init_values=(result_0,)):
            for j_0, (result_iter_3,) in pl.range(0, 2, 1, init_values=(result_iter_1,)):
                if j_0 == 0:
                    result_5: pl.Tensor[[64], pl.FP32] = pl.add(result_iter_3, 1.0)
                    result_7 = pl.yield_(result_5)
                else:
                    result_6: pl.Tensor[[64], pl.FP32] = pl.mul(result_iter_3, 1.5)
                    result_7 = pl.yield_(result_6)
                result_4 = pl.yield_(result_7)
            result_2 = pl.yield_(result_4)
        return result_2
