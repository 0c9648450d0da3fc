# ptoc: opt --no-backend --passes=resolve_backend_op_layouts --expect {dir}/rbl_unconfigured_backend.py
# no backend configured: the pass is a no-op even on IR it would repair
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def g(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.abs(v)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s
