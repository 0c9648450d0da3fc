# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_comm_buffer_specs_align_each_physical_allocation (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        data: pld.DistributedTensor[[17], pl.FP16],
        signal: pld.DistributedTensor[[2], pl.INT32],
    ) -> pl.Tensor[[17], pl.FP16]:
        return data  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[17], pl.FP16]:
        data_buf = pld.alloc_window_buffer(17 * pl.FP16.get_byte())
        signal_buf = pld.alloc_window_buffer(2 * pl.INT32.get_byte())
        data = pld.window(data_buf, [17], dtype=pl.FP16)
        signal = pld.window(signal_buf, [2], dtype=pl.INT32)
        return self.chip_orch(data, signal, device=0)
