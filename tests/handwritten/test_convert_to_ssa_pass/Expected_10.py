# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestForLoops::test_nested_for_loops (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (outer_0,) in pl.range(3, init_values=(init_0,)):
            for j_0, (inner_0,) in pl.range(2, init_values=(outer_0,)):
                new_inner_0: pl.Tensor[[64], pl.FP32] = pl.add(inner_0, 1.0)
                inner_out_0 = pl.yield_(new_inner_0)
            outer_out_0 = pl.yield_(inner_out_0)
        return outer_out_0
