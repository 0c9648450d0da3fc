# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_with_if_inside_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = x_0
        for i_0, (result_iter_1,) in pl.range(0, 5, 1, init_values=(result_0,)):
            if i_0 == 0:
                result_3: pl.Tensor[[64], pl.FP32] = pl.mul(result_iter_1, 2.0)
                result_5 = pl.yield_(result_3)
            else:
                result_4: pl.Tensor[[64], pl.FP32] = pl.add(result_iter_1, 1.0)
                result_5 = pl.yield_(result_4)
            result_2 = pl.yield_(result_5)
        return result_2
