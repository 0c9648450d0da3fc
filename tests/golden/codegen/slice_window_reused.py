# ptoc: compile --backend 910B --no-emit-loc
# A slice at an offset moves with its source: MemoryReuse packs src into the buffer first and
# e leave, and the slice keeps its window there (alloc_tile addr 96 = 0 + (3 * 8) * 4).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 8], pl.FP32], y: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[2, 8], pl.FP32]], out2: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[2, 8], pl.FP32]:
        first: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.exp(first)
        out3: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(e, [0, 0], out2)
        src: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        sub: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(src, [2, 8], [3, 0])
        n: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.neg(sub)
        return pl.tile.store(n, [0, 0], out)
