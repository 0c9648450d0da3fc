# ptoc: check --backend 910B
# A CORE_GROUP scope with a matmul (a Cube + Vector Group in the full build, one
# unsplit kernel in the reference build) whose loop rebinds its input w:
# OptimizeOrchTensors makes w InOut and drops the kernel's Out parameter, so
# the Group's w is compared with the reference kernel's Out parameter (and the
# GM pipe buffer, which the reference has no use for, is not compared).
import pypto.language as pl


@pl.program
class LoopCarryMatmul:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.slice(w, [16, 16], [0, 0]), b)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
