# ptoc: compile --backend 950 --no-emit-loc
# A slice stored with shapes of its own valid element count: the pto.tstore ptoas takes.
import pypto.language as pl

@pl.program
class StoreViewKept:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def put(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        s: pl.Tile[[8, 64], pl.FP32] = pl.tile.slice(x, [8, 64], [0, 0])
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s, [0, 0], out, [8, 64])
        return o
