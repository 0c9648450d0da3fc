# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_all_to_all_v_in_while_loop_is_rejected (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pld.DistributedTensor[[8, 64], pl.FP32],
        data: pld.DistributedTensor[[8, 64], pl.FP32],
        sig: pld.DistributedTensor[[4, 1], pl.INT32],
        counts: pld.DistributedTensor[[4, 1], pl.INT32],
        recv: pld.DistributedTensor[[4, 1], pl.INT32],
    ):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        input_buf = pld.alloc_window_buffer(8 * 64 * pl.FP32.get_byte())
        data_buf = pld.alloc_window_buffer(8 * 64 * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        counts_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        recv_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        inp = pld.window(input_buf, [8, 64], dtype=pl.FP32)
        data = pld.window(data_buf, [8, 64], dtype=pl.FP32)
        signal = pld.window(signal_buf, [4, 1], dtype=pl.INT32)
        counts = pld.window(counts_buf, [4, 1], dtype=pl.INT32)
        recv = pld.window(recv_buf, [4, 1], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(inp, data, signal, counts, recv, device=r)
        while True:
            data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv)
        return 0
