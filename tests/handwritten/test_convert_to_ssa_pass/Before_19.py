# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_if_in_loop_both_branches (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(5, init_values=(init,)):
            if i == 0:
                val = pl.mul(acc, 2.0)
                out = pl.yield_(val)
            else:
                val2 = pl.add(acc, x)
                out = pl.yield_(val2)
            result = pl.yield_(out)
        return result
