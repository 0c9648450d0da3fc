# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_if_in_loop_both_branches (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (acc_0,) in pl.range(5, init_values=(init_0,)):
            if i_0 == 0:
                val_0 = pl.mul(acc_0, 2.0)
                out_0 = pl.yield_(val_0)
            else:
                val2_0 = pl.add(acc_0, x)
                out_0 = pl.yield_(val2_0)
            result_0 = pl.yield_(out_0)
        return result_0
