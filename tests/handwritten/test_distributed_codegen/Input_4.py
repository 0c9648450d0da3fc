# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_chip_and_sub_worker_combined (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_worker(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.chip_worker(a, b)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def verify(f: pl.Tensor[[64], pl.FP32]):
        pass

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        f: pl.Tensor[[64], pl.FP32] = self.chip_orch(a, b)
        self.verify(f)
        return f
