# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_loop_with_multiple_iter_args (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init1_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        init2_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (acc1_0, acc2_0) in pl.range(5, init_values=(init1_0, init2_0)):
            new1_0: pl.Tensor[[64], pl.FP32] = pl.add(acc1_0, x)
            new2_0: pl.Tensor[[64], pl.FP32] = pl.mul(acc2_0, 2.0)
            out1_0, out2_0 = pl.yield_(new1_0, new2_0)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(out1_0, out2_0)
        return result_0
