# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_negative_step_unroll.expected.py
# reference test_unroll_loops_pass.py, test_negative_step_unroll (then ConvertToSSA, as the test does): pl.unroll(6, 0, -2) is three copies with i = 6, 4, 2
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(6, 0, -2):
            x = pl.add(x, i)
        return x
