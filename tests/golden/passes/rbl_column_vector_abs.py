# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_column_vector_abs.expected.py
# unary tile.abs on [16, 1]: input reshaped to [1, 16], abs on [1, 16], output reshaped back
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.abs(v)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s
