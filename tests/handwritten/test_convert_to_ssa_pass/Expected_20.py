# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_multiple_vars_modified_in_if (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init1_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        init2_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i_0, (a_0, b_0) in pl.range(5, init_values=(init1_0, init2_0)):
            if i_0 == 0:
                new_a_0: pl.Tensor[[64], pl.FP32] = pl.mul(a_0, 2.0)
                new_b_0: pl.Tensor[[64], pl.FP32] = pl.mul(b_0, 3.0)
                out_a_0, out_b_0 = pl.yield_(new_a_0, new_b_0)
            else:
                out_a_0, out_b_0 = pl.yield_(a_0, b_0)
            res_a_0, res_b_0 = pl.yield_(out_a_0, out_b_0)
        result_0: pl.Tensor[[64], pl.FP32] = pl.add(res_a_0, res_b_0)
        return result_0
