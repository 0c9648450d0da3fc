# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestIfStatements::test_multiple_vars_modified_in_if (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init1: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        init2: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (a, b) in pl.range(5, init_values=(init1, init2)):
            if i == 0:
                new_a: pl.Tensor[[64], pl.FP32] = pl.mul(a, 2.0)
                new_b: pl.Tensor[[64], pl.FP32] = pl.mul(b, 3.0)
                out_a, out_b = pl.yield_(new_a, new_b)
            else:
                out_a, out_b = pl.yield_(a, b)
            res_a, res_b = pl.yield_(out_a, out_b)
        result: pl.Tensor[[64], pl.FP32] = pl.add(res_a, res_b)
        return result
