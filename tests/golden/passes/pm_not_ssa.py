# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts
# a program that is not in SSA form (x assigned twice) before a pass that requires SSAForm
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        x: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(x)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(x, [0, 0], out)
        return s
