# ptoc: compile --backend 950 --no-emit-loc
# a P0001 mask gather keeps one column in four: 60 valid source columns give 16 result columns, not 15, which breaks ptoas 0.60's mask-form rule
import pypto.language as pl

@pl.program
class GatherMask:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def pick(a: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        x: pl.Tile[[4, 64], pl.FP32] = pl.tile.load(a, [0, 0], [4, 64], [4, 60])
        y: pl.Tile[[4, 16], pl.FP32] = pl.tile.gather_mask(x, mask_pattern=3)
        o: pl.Tensor[[4, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
