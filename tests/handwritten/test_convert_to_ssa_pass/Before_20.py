# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_if_in_loop_then_only (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(3, init_values=(init,)):
            if i == 0:
                new_acc: pl.Tensor[[64], pl.FP32] = pl.mul(acc, 2.0)
                val = pl.yield_(new_acc)
            else:
                val = pl.yield_(acc)
            result = pl.yield_(val)
        return result
