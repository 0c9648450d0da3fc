# ptoc: compile --backend 910B --emit=host_orch
# A top-level pl.create_tensor of a HOST orchestrator is made by
# _alloc_intermediates, before the runtime forks its chip processes (the
# reference's CollectHostOrchHoistableAllocs); the body only names it.
import pypto.language as pl

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        x: pl.Tensor[[SIZE], pl.FP32],
        tmp: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return tmp

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[SIZE], pl.FP32], flag: pl.Scalar[pl.BOOL]) -> pl.Tensor[[SIZE], pl.FP32]:
        tmp = pl.create_tensor([SIZE], dtype=pl.FP32)
        if flag:
            tmp = self.chip_orch(x, tmp)
        return tmp
