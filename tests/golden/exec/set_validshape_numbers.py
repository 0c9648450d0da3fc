# ptoc: run --backend 910B --in 0=iota --scalar 1=3 --print 2
# pl.set_validshape in an orchestration function, run on the CPU: the tensor
# itself with valid extents [1, n] in its type; no data moves, so assembling it
# copies every element: a [2, 4] iota -> [[0 1 2 3], [4 5 6 7]].
import pypto.language as pl


@pl.program
class ValidShapeNumbers:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[2, 4], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        v = pl.set_validshape(a, 1, n)
        out = pl.assemble(out, v, [0, 0])
        return out
