# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_unroll_loop_var_in_expression.expected.py
# reference test_unroll_loops_pass.py, test_unroll_loop_var_in_expression (then ConvertToSSA, as the test does): each copy reads its value of the loop var (0, 1, 2)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(3):
            x = pl.add(x, i)
        return x
