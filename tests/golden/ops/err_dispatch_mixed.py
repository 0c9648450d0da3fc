# ptoc: parse
# pl.add: no op takes a tensor and a tile
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32], t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        y = pl.add(x, t)
