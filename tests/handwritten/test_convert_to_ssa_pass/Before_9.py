# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_loop_with_multiple_iter_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init1: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        init2: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc1, acc2) in pl.range(5, init_values=(init1, init2)):
            new1: pl.Tensor[[64], pl.FP32] = pl.add(acc1, x)
            new2: pl.Tensor[[64], pl.FP32] = pl.mul(acc2, 2.0)
            out1, out2 = pl.yield_(new1, new2)
        result: pl.Tensor[[64], pl.FP32] = pl.add(out1, out2)
        return result
