# ptoc: compile --backend 950 --no-emit-loc
# ptoas's pto.set_validshape takes a tile with a dynamic valid shape defined in the function;
# a slice is a pto.subview typed with its static valid shape, so ptoc reports the call.
import pypto.language as pl

@pl.program
class Valid:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cut(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        s: pl.Tile[[8, 64], pl.FP32] = pl.tile.slice(x, [8, 64], [0, 0])
        y: pl.Tile[[8, 64], pl.FP32] = pl.tile.set_validshape(s, 4, 64)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
