# ptoc: print
import pypto.language as pl

M = 64
K = M * 2
N = (K + 32) // 3
SHAPE = (M, K)
SCALE = 0.5 * 2
DT = pl.FP16
NBYTES = pl.FP32.get_byte() * M

@pl.program
class Consts:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[SHAPE, DT], out: pl.Out[pl.Tensor[[M, K], pl.FP16]]) -> pl.Tensor[[M, K], pl.FP16]:
        t = pl.load(x, [0, 0], [M, K])
        u = pl.mul(t, SCALE)
        n: pl.Scalar[pl.INDEX] = NBYTES + N - 16 * 2
        out = pl.store(u, [0, 0], out)
        return out
