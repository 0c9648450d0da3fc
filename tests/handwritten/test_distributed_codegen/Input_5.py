# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_for_loop_codegen (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.POD, role=pl.Role.SubWorker)
    def worker(x: pl.Tensor[[64], pl.FP32]):
        pass

    @pl.function(level=pl.Level.POD, role=pl.Role.Orchestrator)
    def orch_with_loop(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 4):
            self.worker(x)
        return x
