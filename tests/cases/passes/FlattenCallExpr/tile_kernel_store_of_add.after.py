# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(a, [0, 0], [64, 128], [64, 128])
        t__tmp_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ta)
        t__tmp_v1: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(b, [0, 0], [64, 128], [64, 128])
        t__tmp_v2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__tmp_v0, t__tmp_v1)
        c2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t__tmp_v2, [0, 0], c)
        return c2
