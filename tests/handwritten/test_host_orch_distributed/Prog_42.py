# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_if_cross_branch_phi_yields_tensors (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 4
P = 2


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def identity(self, x: pl.Tensor[[SIZE, SIZE], pl.FP32]) -> pl.Tensor[[SIZE, SIZE], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_run(self, x: pl.Tensor[[SIZE, SIZE], pl.FP32]) -> pl.Tensor[[SIZE, SIZE], pl.FP32]:
        return self.identity(x)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self, x: pl.Tensor[[SIZE, SIZE], pl.FP32], zero: pl.Tensor[[SIZE, SIZE], pl.FP32]
    ) -> pl.Scalar[pl.INT32]:
        for r in pl.range(P):
            if r == 0:
                boundary = zero
            else:
                boundary = self.chip_run(x)
            self.chip_run(boundary)
        return 0  # pyright: ignore[reportReturnType]
