# ptoc: run --backend 910B --in 0=iota --print 1
# err_loop_carry_window_valid.py written as its error says: pl.set_validshape gives
# the window the loop's valid shape [16, 48] before the loop.  x [64, 64] is iota
# (x[r, c] = 64 r + c); the last trip (i = 3) leaves acc = 2 x[48 + j, c] =
# 6144 + 128 j + 2 c for c < 48 (out[0, 47] = 6238, out[15, 0] = 8064); the assemble
# writes the valid [16, 48], columns 48 to 63 stay 0.
import pypto.language as pl


@pl.program
class WindowCarrySet:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.slice(x, [16, 64], [0, 0])
            acc = pl.set_validshape(acc, 16, 48)
            for i in pl.range(1, 4):
                t = pl.slice(x, [16, 64], [i * 16, 0], valid_shape=[16, 48])
                acc = pl.add(t, t)
            out = pl.assemble(out, acc, [0, 0])
        return out
