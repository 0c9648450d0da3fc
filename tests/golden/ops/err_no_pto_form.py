# ptoc: compile --backend 910B --no-emit-loc
# an op without PTO form (tile.runtime_print) is an error once a kernel that uses it reaches codegen
import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 128])
        u = pl.tile.runtime_print(t)
        r = pl.store(u, [0, 0], out)
        return r
