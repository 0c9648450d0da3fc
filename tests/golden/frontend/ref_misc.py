# ptoc: print
@pl.program
class Misc:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INT64], y: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.INT64]]:
        k: pl.Scalar[pl.INT64] = pl.const(3, pl.INT64)
        m: pl.Scalar[pl.INT64] = pl.max(n, k) * 2 - n // 4
        f: pl.Scalar[pl.FP32] = 1.5
        b: pl.Scalar[pl.BOOL] = n > k and not (m == 0)
        j: pl.Scalar[pl.INT64] = 0
        while j < n:
            j = j + 1
        for (w,) in pl.while_(init_values=(j,)):
            pl.cond(w < 100)
            w2 = pl.yield_(w * 2)
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
            e: pl.Tile[[64, 64], pl.FP32] = pl.exp(t)
            y = pl.store(e, [0, 0], y)
        for i in pl.parallel(0, 8, 2):
            pl.system.bar_all()
        return y, w2
