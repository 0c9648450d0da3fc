# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestParserValidation::test_unroll_with_init_values_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.unroll(3, init_values=(x,)):
            acc = pl.add(acc, 1.0)
            acc = pl.yield_(acc)
        return x
