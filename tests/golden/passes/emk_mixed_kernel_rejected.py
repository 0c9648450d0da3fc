# ptoc: opt --backend 910B --passes=expand_mixed_kernel
# a function with a Mat tile (cube core) and a Vec tile (vector core) would need splitting: reported at the function
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mixed(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.load(a, [0, 0], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP16] = pl.store(v, [0, 0], out)
        return o
