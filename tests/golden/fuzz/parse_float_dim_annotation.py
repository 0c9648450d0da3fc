# ptoc: parse
# The printed form of parse_float_dim_in_shape.py as the old printer wrote it: the bad
# annotation is one error, and b, defined anyway, is not reported again where it is used.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16.0, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16.0, 64], [16.0, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        if True:
            pl.system.bar_v()
        h: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(c, target_type=pl.FP16, mode='round')
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], o)
        return r
