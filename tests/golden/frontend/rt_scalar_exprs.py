# ptoc: print
import pypto.language as pl

@pl.program
class Exprs:
    @pl.function
    def main(self, a: pl.Scalar[pl.INT64], b: pl.Scalar[pl.INT64], f: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.INT64]:
        c: pl.Scalar[pl.INT64] = (a + b) * (a - b)
        d: pl.Scalar[pl.INT64] = a - (b - c)
        e: pl.Scalar[pl.INT64] = a - b - c
        g: pl.Scalar[pl.INT64] = a ** b ** 2
        h: pl.Scalar[pl.INT64] = (a ** b) ** 2
        i: pl.Scalar[pl.INT64] = -a + ~b
        k: pl.Scalar[pl.INT64] = -(a + b)
        l: pl.Scalar[pl.INT64] = a // 3 % 2
        m: pl.Scalar[pl.INT64] = a << 2 | b & 7 ^ c >> 1
        n: pl.Scalar[pl.BOOL] = not (a < b or b <= c) and a != c
        o: pl.Scalar[pl.INT64] = abs(a) + pl.min(a, b) + pl.max(b, c)
        p: pl.Scalar[pl.INDEX] = pl.cast(a, pl.INDEX)
        q: pl.Scalar[pl.FP32] = f / 2.0 + 3.14
        r: pl.Scalar[pl.FP16] = pl.const(1.5, pl.FP16)
        s: pl.Scalar[pl.INT32] = pl.const(-7, pl.INT32)
        t: pl.Scalar[pl.FP32] = 1e-07
        u: pl.Scalar[pl.FP32] = 1e16
        v: pl.Scalar[pl.INDEX] = 3 + 4
        w: pl.Scalar[pl.BOOL] = True
        x: pl.Scalar[pl.BOOL] = n xor w
        return c
