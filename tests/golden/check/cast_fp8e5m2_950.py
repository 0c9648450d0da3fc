# ptoc: check --backend 950
# FP32 -> FP8E5M2 -> FP32 round trip through the default pipeline: the runtime executes the
# f8E5M2 tile and both tcvts (nearest even into E5M2, exact back to f32).
import pypto.language as pl

@pl.program
class CastE5m2:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[8, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [8, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 64], pl.FP8E5M2, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP8E5M2, mode='rint')
        f: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(e, target_type=pl.FP32)
        r: pl.Tensor[[8, 64], pl.FP32] = pl.store(f, [0, 0], out)
        return r
