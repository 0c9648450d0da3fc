# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_tensor_arg_type_tags (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_worker(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out: pl.Tensor[[64], pl.FP32] = self.chip_worker(a, b, f)
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out: pl.Tensor[[64], pl.FP32] = self.chip_orch(a, b, f)
        return out
