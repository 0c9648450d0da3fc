# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_sub_worker_submit_sub (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def verify(f: pl.Tensor[[64], pl.FP32]):
        pass

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        self.verify(x)
        return x
