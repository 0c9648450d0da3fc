# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_if_in_loop_then_only (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (acc_0,) in pl.range(3, init_values=(init_0,)):
            if i_0 == 0:
                new_acc_0: pl.Tensor[[64], pl.FP32] = pl.mul(acc_0, 2.0)
                val_0 = pl.yield_(new_acc_0)
            else:
                val_0 = pl.yield_(acc_0)
            result_0 = pl.yield_(val_0)
        return result_0
