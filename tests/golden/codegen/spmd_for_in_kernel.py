# ptoc: compile --backend 910B --no-emit-loc
# a pl.spmd loop in a kernel: each block runs the body with its loop var bound to the block index
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.spmd(2):
            t = pl.load(a, [i * 32, 0], [32, 64])
            out = pl.store(t, [i * 32, 0], out)
        return out
