# ptoc: compile --backend 910B --no-emit-loc
# reference test_ptoas_planner_views.py, NonzeroSubviewProgram: the slice's alloc_tile is at its window's
# address, the source's plus (3 * 8 + 0) * 4 = 96 bytes, and the store reads its subview.
import pypto.language as pl

@pl.program
class NonzeroSubviewProgram:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[2, 8], pl.FP32]]) -> pl.Tensor[[2, 8], pl.FP32]:
        src: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        sub: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(src, [2, 8], [3, 0])
        return pl.tile.store(sub, [0, 0], out)
