# ptoc: opt --passes=unroll_loops
# a pl.unroll bound that is not a constant is an error at the bound
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], n: pl.Scalar[pl.INDEX]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i in pl.unroll(n):
            x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        return x
