# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_sequential_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(5, init_values=(init,)):
            new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
            result1 = pl.yield_(new_acc)
        for j, (acc2,) in pl.range(3, init_values=(result1,)):
            new_acc2: pl.Tensor[[64], pl.FP32] = pl.mul(acc2, 2.0)
            result2 = pl.yield_(new_acc2)
        return result2
