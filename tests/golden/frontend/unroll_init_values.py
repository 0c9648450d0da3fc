# ptoc: parse {}
# reference test_unroll_loops_pass.py, test_unroll_with_init_values_rejected: an unrolled loop
# carries no values (its copies re-assign the names), so init_values is an error
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.unroll(3, init_values=(x,)):
            acc = pl.add(acc, 1.0)
            acc = pl.yield_(acc)
        return x
