# ptoc: run --backend 910B --in 0=iota --print 1
# err_loop_carry_valid_shape.py on tensors in a CORE_GROUP scope: `acc` enters the
# loop as a full [16, 64] window and the loop assigns it the sum of two windows of
# valid shape [16, 48].  The carry keeps one type, so ConvertToSSA stops at the
# assignment with the pl.set_validshape to write before the loop
# (loop_carry_window_valid_numbers.py).
import pypto.language as pl


@pl.program
class WindowCarry:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.slice(x, [16, 64], [0, 0])
            for i in pl.range(1, 4):
                t = pl.slice(x, [16, 64], [i * 16, 0], valid_shape=[16, 48])
                acc = pl.add(t, t)
            out = pl.assemble(out, acc, [0, 0])
        return out
