# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_loop_with_range_params (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (acc_0,) in pl.range(0, 10, 2, init_values=(init_0,)):
            new_acc_0: pl.Tensor[[64], pl.FP32] = pl.add(acc_0, x)
            result_0 = pl.yield_(new_acc_0)
        return result_0
