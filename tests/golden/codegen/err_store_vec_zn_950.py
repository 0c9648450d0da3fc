# ptoc: compile --backend 950 --no-emit-loc --passes=none
# ptoas 0.60 on A5 stores a vec tile of more than one row and column only when it is ND, DN
# or NZ: the [1, 32] ZN tile is stored, the [16, 32] one is refused at its store.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        o1: pl.Tensor[[16, 32], pl.FP32] = pl.store(r, [0, 0], out)
        o2: pl.Tensor[[16, 32], pl.FP32] = pl.store(t, [0, 0], o1)
        return o2
