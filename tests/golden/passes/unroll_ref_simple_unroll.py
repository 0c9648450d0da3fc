# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_simple_unroll.expected.py
# reference test_unroll_loops_pass.py, test_simple_unroll (then ConvertToSSA, as the test does): three copies of the body, each re-assigning x
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(3):
            x = pl.add(x, 1.0)
        return x
