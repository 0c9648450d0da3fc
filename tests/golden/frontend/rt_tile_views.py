# ptoc: print
import pypto.language as pl

@pl.program
class TileViews:
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, x: pl.Tensor[[64, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.FP16]:
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        b: pl.Tile[[16, 64], pl.FP16, pl.MemorySpace.Vec, pl.TileView(valid_shape=[16, 60])] = pl.tile.load(x, [0, 0], [16, 64], [16, 60], target_memory=pl.MemorySpace.Vec)
        c: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(b, pad_value=pl.PadValue.max)
        return x
