# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_if_with_empty_then_branch_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = x_0
        for i_0, (result_iter_1,) in pl.range(0, 10, 1, init_values=(result_0,)):
            if i_0 > 5:
                result_4 = pl.yield_(result_iter_1)
            else:
                result_3: pl.Tensor[[64], pl.FP32] = pl.add(result_iter_1, 1.0)
                result_4 = pl.yield_(result_3)
            result_2 = pl.yield_(result_4)
        return result_2
