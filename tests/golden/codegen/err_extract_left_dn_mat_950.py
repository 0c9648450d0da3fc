# ptoc: compile --backend 950 --no-emit-loc --passes=none
# On A5 ptoas's textract into loc=left reads a mat tile that is row-major or has the
# row_major slayout: a DN (col_major, none_box) mat source is refused at the extract.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 32], pl.FP16]):
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        t: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box)] = pl.load(x, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        l: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 512), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.extract(t, 0, 16, [16, 16], target_memory=pl.Mem.Left)
        return
