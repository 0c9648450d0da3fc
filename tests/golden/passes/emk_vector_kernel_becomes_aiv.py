# ptoc: opt --backend 910B --passes=expand_mixed_kernel
# every tile lives in Vec, a vector-core memory of the 910B SoC: the InCore function is retyped to AIV
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(e, [0, 0], out)
        return o
