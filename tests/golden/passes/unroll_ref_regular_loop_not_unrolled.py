# ptoc: opt --passes=unroll_loops {} --expect {}
# reference test_unroll_loops_pass.py, test_regular_loop_not_unrolled: a pl.range loop is not unrolled: unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(10):
            x = pl.add(x, 1.0)
        return x
