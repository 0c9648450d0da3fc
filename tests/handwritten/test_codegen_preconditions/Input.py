# tests/ut/codegen/test_codegen_preconditions.py::test_distributed_codegen_requires_comm_domain_materialization_when_distributed_tensors_present (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        x: pl.Tensor[[64], pl.FP32],
        data: pld.DistributedTensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        x: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        buf = pld.alloc_window_buffer(64 * 4)
        data = pld.window(buf, [64], dtype=pl.FP32)
        return self.chip_orch(x, data, device=0)
