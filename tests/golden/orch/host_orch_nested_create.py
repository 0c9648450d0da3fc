# ptoc: compile --backend 910B --emit=host_orch
# A HOST orchestrator's tensors are made before the runtime starts: one created
# inside a loop is an error at its line (the reference's RejectNestedTensorCreate).
import pypto.language as pl

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, tmp: pl.Out[pl.Tensor[[SIZE], pl.FP32]]) -> pl.Tensor[[SIZE], pl.FP32]:
        return tmp

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, n: pl.Scalar[pl.INDEX]):
        for i in pl.range(n):
            tmp = pl.create_tensor([SIZE], dtype=pl.FP32)
            self.chip_orch(tmp)
        return 0
