# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_orch_binds_bare_dynamic_dims_from_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

M = pl.dynamic("M")
N = pl.dynamic("N")
NRANKS = 2


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip(
        self,
        x: pl.Tensor[[M, N], pl.FP32],
        y: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        x: pl.Tensor[[NRANKS, M, N], pl.FP32],
        y: pl.Out[pl.Tensor[[NRANKS, M, N], pl.FP32]],
    ):
        for r in pl.range(NRANKS):
            # Manually hoist the per-rank slices into AssignStmt position
            # (FlattenCallExpr does this in the full pipeline) so the slice
            # bounds ``0:M, 0:N`` land in the emitted host_orch body.
            x_r = x[r]
            y_r = y[r]
            self.chip(x_r, y_r, device=r)
