# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_matrix_exp_move.expected.py
# tile.exp on a [16, 256] col-major tile: tile.move to row_major/none_box before, tile.move back to col_major/row_major after
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 256], pl.FP32], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        a: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 256])
        c: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(a, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        e: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(c)
        s: pl.Tensor[[16, 256], pl.FP32] = pl.store(e, [0, 0], out)
        return s
