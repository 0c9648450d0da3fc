# the other side of eq_const.py
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 128], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a = pl.load(x, [0, 0], [16, 64])
        b = pl.load(y, [0, 16], [16, 64])
        c = pl.add(a, b)
        for i in pl.range(4):
            pl.system.bar_v()
        h = pl.cast(c, target_type=pl.FP16, mode=2)
        r = pl.store(c, [0, 0], o)
        return r
