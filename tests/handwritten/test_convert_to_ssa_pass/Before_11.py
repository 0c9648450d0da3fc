# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_nested_for_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (outer,) in pl.range(3, init_values=(init,)):
            for j, (inner,) in pl.range(2, init_values=(outer,)):
                new_inner: pl.Tensor[[64], pl.FP32] = pl.add(inner, 1.0)
                inner_out = pl.yield_(new_inner)
            outer_out = pl.yield_(inner_out)
        return outer_out
