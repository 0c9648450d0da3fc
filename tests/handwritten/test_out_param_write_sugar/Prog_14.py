# tests/ut/language/parser/test_out_param_write_sugar.py::TestLoopBodyWrite::test_bare_assignment_in_loop_writes_through (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for _ in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                out = pl.add(a, b)
        return out
