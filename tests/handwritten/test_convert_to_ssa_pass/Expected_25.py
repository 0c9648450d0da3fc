# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_loop_modifying_outer_var_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result_0: pl.Tensor[[64], pl.FP32] = x_0
        for i_0, (result_iter_1,) in pl.range(0, 5, 1, init_values=(result_0,)):
            result_2: pl.Tensor[[64], pl.FP32] = pl.add(result_iter_1, 1.0)
            result_1 = pl.yield_(result_2)
        return result_1
