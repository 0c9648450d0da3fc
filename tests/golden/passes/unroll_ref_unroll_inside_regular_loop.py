# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_unroll_inside_regular_loop.expected.py
# reference test_unroll_loops_pass.py, test_unroll_inside_regular_loop (then ConvertToSSA, as the test does): an unrolled loop inside a pl.range loop: two copies in its body, x carried by the outer loop
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for j in pl.range(n):
            for i in pl.unroll(2):
                x = pl.add(x, 1.0)
        return x
