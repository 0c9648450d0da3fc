# ptoc: print
import pypto.language as pl

@pl.program
class Red:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 256], pl.FP32], o: pl.Out[pl.Tensor[[16, 1], pl.FP16]]) -> pl.Tensor[[16, 1], pl.FP16]:
        t = pl.load(x, [0, 0], [16, 256])
        tmp = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s = pl.tile.row_sum(t, tmp)
        h = pl.cast(s, target_type=pl.FP16)
        h2 = pl.tile.cast(s, target_type=pl.FP16, mode='floor')
        m = pl.cmp(t, t, cmp_type=2)
        col = pl.tile.col_max(t)
        r = pl.store(h, [0, 0], o)
        return r
