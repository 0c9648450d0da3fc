# ptoc: compile --backend 910B
# A kernel loop of step 0 never ends: scf.for has no form for it (ptoas would emit an
# endless loop), an error at the step.
import pypto.language as pl


@pl.program
class Z:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 16], pl.FP32]:
        for b, (o,) in pl.range(n, 0, 0, init_values=(out,)):
            tile: pl.Tile[[8, 16], pl.FP32] = pl.load(x, [0, 0], [8, 16])
            o2: pl.Tensor[[32, 16], pl.FP32] = pl.store(tile, [0, 0], o)
            o_rv = pl.yield_(o2)
        return o_rv
