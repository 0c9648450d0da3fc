# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts
# An if result typed row-major whose then branch yields an NZ (col_major/row_major)
# Vec tile: the result is one buffer read row-major past the if, so the NZ value is
# moved to row_major/none_box before the yield (r__yield_tmp_v0); the else branch
# yields a row-major tile and stays as it is.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if k == 0:
            b: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(a, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(b)
        else:
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
