# ptoc: compile --backend 950 --no-emit-loc
# ptoas's pto.tstore wants the dst view's element count (the call's shapes) to be the
# src valid element count where the src type states it: a slice is a pto.subview typed
# with its static valid shape [8, 64], so shapes [4, 64] is reported at the store.
import pypto.language as pl

@pl.program
class StoreView:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def put(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        s: pl.Tile[[8, 64], pl.FP32] = pl.tile.slice(x, [8, 64], [0, 0])
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s, [0, 0], out, [4, 64])
        return o
