# ptoc: run --backend 910B --in 0=iota --scalar 1=5 --print 2
# pl.set_validshape with a valid extent past its dim (5 of 4 columns) is an
# error at the call when the orchestration runs.
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
