# ptoc: run --backend 910B --in 0=iota --print 1
# err_loop_carry_valid_shape.py written as its error says: the accumulator gets the
# loop's valid shape [16, 48] before the loop (pl.set_validshape), so the loop carries
# one type.  x [48, 64] is iota (x[r, c] = 64 r + c); trip i adds 2 * x[16 i + j, c]:
# out[j, c] = 2 * sum over i of (64 (16 i + j) + c) = 6144 + 384 j + 6 c for c < 48
# (out[0, 0] = 6144, out[0, 47] = 6426, out[15, 0] = 11904); the store writes the
# valid [16, 48] only, columns 48 to 63 stay 0.
import pypto.language as pl


@pl.program
class ValidCarrySet:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[48, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        acc = pl.set_validshape(acc, 16, 48)
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
