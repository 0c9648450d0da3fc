# ptoc: compile --backend 950 --no-emit-loc
# With the pypto planner a reshape view is an alloc_tile at the shared address typed
# ?x?: pto.set_validshape takes it (err_set_validshape_treshape_ptoas: the ptoas planner).
import pypto.language as pl

@pl.program
class ValidKept:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cut(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        r: pl.Tile[[32, 32], pl.FP32] = pl.tile.reshape(x, [32, 32])
        y: pl.Tile[[32, 32], pl.FP32] = pl.tile.set_validshape(r, 16, 32)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
