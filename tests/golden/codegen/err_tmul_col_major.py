# ptoc: compile --backend 910B --no-emit-loc --passes=none
# tmul wants row-major src0, src1 and dst in both ptoas versions; the facts give
# no equivalent for col-major tiles, so the call is refused at its line.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.mul(x, x)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
