# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_comm_less_dispatch_routes_through_submit_chip_unplaced (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_worker(self, x: pl.Tensor[[SIZE], pl.FP32]) -> pl.Tensor[[SIZE], pl.FP32]:
        y: pl.Tensor[[SIZE], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, x: pl.Tensor[[SIZE], pl.FP32]) -> pl.Tensor[[SIZE], pl.FP32]:
        y: pl.Tensor[[SIZE], pl.FP32] = self.chip_worker(x)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[SIZE], pl.FP32]) -> pl.Tensor[[SIZE], pl.FP32]:
        y: pl.Tensor[[SIZE], pl.FP32] = self.chip_orch(x)
        return y
