# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_column_vector_muls.expected.py
# tile.muls(partial[16, 1], 2.0): only the tile operand is reshaped, the scalar is untouched
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v, 2.0)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s
