# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP16, mode='rint')
        out_t: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(c, [0, 0], out)
        return out_t
