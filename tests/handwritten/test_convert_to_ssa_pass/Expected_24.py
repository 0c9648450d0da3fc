# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_simple_for_loop_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        acc_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (acc_iter_1,) in pl.range(0, 10, 1, init_values=(acc_0,)):
            acc_2: pl.Tensor[[64], pl.FP32] = pl.add(acc_iter_1, 1.0)
            acc_1 = pl.yield_(acc_2)
        return acc_1
