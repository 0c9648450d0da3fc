# ptoc: run --backend 910B --in 0=iota --print 1
# A loop re-assigns `acc`, which enters it as a full [16, 64] tile, a value of
# valid shape [16, 48]: a value carried by a loop keeps one type (the reference's
# ConvertToSSA types the carry by its value before the loop, and the yield then
# disagrees with it), so ConvertToSSA stops at the assignment and says what to write
# instead: pl.set_validshape before the loop (loop_carry_valid_shape_numbers.py).
import pypto.language as pl


@pl.program
class ValidCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[48, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i in pl.range(3):
            t = pl.load(x, [i * 16, 0], [16, 64], valid_shapes=[16, 48])
            acc = pl.add(pl.muls(t, 2.0), acc)
        out = pl.store(acc, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[48, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.kernel(x, out)
        return out
