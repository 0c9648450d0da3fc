# ptoc: compile --backend 950 --no-emit-loc --passes=none
# ptoas 0.60's A5 textract of acc to mat writes an NZ dst: an acc-to-vec extract into an ND
# tile is taken, an acc-to-mat one into a ZN tile is refused at the extract.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k():
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.extract(a, 0, 0, [16, 16], target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.extract(a, 0, 0, [16, 16], target_memory=pl.Mem.Mat)
        return
