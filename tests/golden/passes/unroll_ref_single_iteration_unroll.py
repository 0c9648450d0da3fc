# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_single_iteration_unroll.expected.py
# reference test_unroll_loops_pass.py, test_single_iteration_unroll (then ConvertToSSA, as the test does): one copy
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(1):
            x = pl.add(x, 1.0)
        return x
