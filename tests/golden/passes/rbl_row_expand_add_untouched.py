# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_row_expand_add_untouched.py
# tile.row_expand_add registers no layout constraint: After == Before.
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 32], pl.FP32], r: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        src: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 32])
        row: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(r, [0, 0], [16, 1])
        y: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(src, row)
        s: pl.Tensor[[16, 32], pl.FP32] = pl.store(y, [0, 0], out)
        return s
