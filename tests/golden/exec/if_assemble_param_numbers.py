# ptoc: run --in 0=const:2 --in 1=const:5 --scalar 2=0 --print 1
# Both branches of an if assemble into the InOut parameter out, which is returned:
# with n = 0 the else branch runs, out = out + 10 = 15 (the then branch would give
# x + 1 = 3); out must not keep its initial 5, nor the value loaded before the if.
import pypto.language as pl


@pl.program
class IfAssembleParam:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
        n: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            if n > 0:
                out = pl.assemble(out, pl.adds(x, 1.0), [0, 0])
            else:
                out = pl.assemble(out, pl.adds(out, 10.0), [0, 0])
        return out
