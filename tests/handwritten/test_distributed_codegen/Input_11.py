# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_abstract_sub_worker_is_runtime_bound (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def sample(logits: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8], pl.INT32]: ...

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 16], pl.FP32]:
        self.sample(x)
        return x
