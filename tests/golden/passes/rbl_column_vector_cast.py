# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_column_vector_cast.expected.py
# tile.cast(src[16, 1] INT32, target_type=INT16): reshape to [1, 16] INT32, cast (kwargs kept), reshape back to [16, 1] INT16
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[16, 1], pl.INT16]]) -> pl.Tensor[[16, 1], pl.INT16]:
        src: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.INT16, pl.Mem.Vec] = pl.tile.cast(src, target_type=pl.INT16)
        s: pl.Tensor[[16, 1], pl.INT16] = pl.store(y, [0, 0], out)
        return s
