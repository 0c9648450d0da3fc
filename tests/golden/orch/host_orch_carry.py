# ptoc: compile --backend 910B --emit=host_orch
# Values a HOST orchestrator's loop carries (beyond the reference, whose host
# codegen drops a loop's iter_args): each starts as its init before the loop, the
# body's pl.yield_ values are assigned to all of them at once at the end of each
# iteration (two tensors swapped stay swapped), and the loop's results name the
# last ones; tensors live in tensors[], scalars in locals.
import pypto.language as pl

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        x: pl.Tensor[[SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        x: pl.Tensor[[SIZE], pl.FP32],
        a: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
        b: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        src = x
        dst = a
        n = 0
        for i in pl.range(4):
            dst = self.chip_orch(src, dst)
            t = dst
            dst = src
            src = t
            n = n + i
        if n > 2:
            self.chip_orch(src, b)
        return src
