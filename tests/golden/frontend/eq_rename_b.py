# the other side of eq_rename.py
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [16, 64])
        b = pl.load(y, [0, 0], [16, 64])
        sum__ssa_v0 = pl.add(tile_x, b)
        for k2 in pl.range(4):
            pl.system.bar_v()
        h = pl.cast(sum__ssa_v0, target_type=pl.FP16, mode=2)
        res = pl.store(sum__ssa_v0, [0, 0], out)
        return res
