# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        # ``i`` is an INDEX loop var; cast before use as a scalar operand.
        x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, pl.cast(6, pl.INT32))
        # ``i`` is an INDEX loop var; cast before use as a scalar operand.
        x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, pl.cast(4, pl.INT32))
        # ``i`` is an INDEX loop var; cast before use as a scalar operand.
        x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, pl.cast(2, pl.INT32))
        return x