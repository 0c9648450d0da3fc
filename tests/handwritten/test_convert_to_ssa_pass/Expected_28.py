# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_for_loops_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = x_0
        for i_0, (result_iter_1,) in pl.range(0, 3, 1, init_values=(result_0,)):
            for j_0, (result_iter_2,) in pl.range(0, 2, 1, init_values=(result_iter_1,)):
                result_3: pl.Tensor[[64], pl.FP32] = pl.add(result_iter_2, 1.0)
                result_2 = pl.yield_(result_3)
            result_1 = pl.yield_(result_2)
        return result_1
