# ptoc: run --in 0=const:2 --in 1=const:1 --print 2
# A loop in the first scope rebinds the tensor w to a new value, v + 1, each
# iteration; the second scope reads the loop's result.  The loop's result is the
# value its body yields, not the buffer w started in: out = 10 * (v + 1) = 30
# for v = 2 (not 10 * 1 from w's initial contents).
import pypto.language as pl


@pl.program
class LoopFreshResult:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        v: pl.Tensor[[16, 64], pl.FP32],
        w: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.add(v, 1.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
