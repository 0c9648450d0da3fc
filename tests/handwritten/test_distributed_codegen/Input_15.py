# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_create_tensor_emits_shared_torch_zeros (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_worker(
        self,
        a: pl.Tensor[[64], pl.FP32],
        buf: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(a, a)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        buf: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = self.chip_worker(a, buf)
        return result

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        buf: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        result: pl.Tensor[[64], pl.FP32] = self.chip_orch(a, buf)
        return result
