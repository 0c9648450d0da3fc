# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_loop_with_iter_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(10, init_values=(init,)):
            new_acc = pl.add(acc, x)
            result = pl.yield_(new_acc)
        return result
