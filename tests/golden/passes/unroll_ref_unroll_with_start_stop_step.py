# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_unroll_with_start_stop_step.expected.py
# reference test_unroll_loops_pass.py, test_unroll_with_start_stop_step (then ConvertToSSA, as the test does): pl.unroll(0, 6, 2) is three copies
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(0, 6, 2):
            x = pl.add(x, 1.0)
        return x
