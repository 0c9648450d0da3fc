# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_all_to_all_v_builtin_variant_shared_across_max_recv (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pld.DistributedTensor[[8, SIZE], pl.FP32],
        data: pld.DistributedTensor[[8, SIZE], pl.FP32],
        sig: pld.DistributedTensor[[4, 1], pl.INT32],
        counts: pld.DistributedTensor[[4, 1], pl.INT32],
        recv: pld.DistributedTensor[[4, 1], pl.INT32],
    ):
        return data

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch2(
        self,
        inp: pld.DistributedTensor[[8, SIZE], pl.FP32],
        data: pld.DistributedTensor[[8, SIZE], pl.FP32],
        sig: pld.DistributedTensor[[2, 1], pl.INT32],
        counts: pld.DistributedTensor[[2, 1], pl.INT32],
        recv: pld.DistributedTensor[[2, 1], pl.INT32],
    ):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        input_buf = pld.alloc_window_buffer(8 * SIZE * pl.FP32.get_byte())
        data_buf = pld.alloc_window_buffer(8 * SIZE * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        counts_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        recv_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        inp = pld.window(input_buf, [8, SIZE], dtype=pl.FP32)
        data = pld.window(data_buf, [8, SIZE], dtype=pl.FP32)
        signal = pld.window(signal_buf, [4, 1], dtype=pl.INT32)
        counts = pld.window(counts_buf, [4, 1], dtype=pl.INT32)
        recv = pld.window(recv_buf, [4, 1], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(inp, data, signal, counts, recv, device=r)
        pld.tensor.all_to_all_v(inp, data, signal, counts, recv)

        input_buf2 = pld.alloc_window_buffer(8 * SIZE * pl.FP32.get_byte())
        data_buf2 = pld.alloc_window_buffer(8 * SIZE * pl.FP32.get_byte())
        signal_buf2 = pld.alloc_window_buffer(2 * pl.INT32.get_byte())
        counts_buf2 = pld.alloc_window_buffer(2 * pl.INT32.get_byte())
        recv_buf2 = pld.alloc_window_buffer(2 * pl.INT32.get_byte())
        inp2 = pld.window(input_buf2, [8, SIZE], dtype=pl.FP32)
        data2 = pld.window(data_buf2, [8, SIZE], dtype=pl.FP32)
        signal2 = pld.window(signal_buf2, [2, 1], dtype=pl.INT32)
        counts2 = pld.window(counts_buf2, [2, 1], dtype=pl.INT32)
        recv2 = pld.window(recv_buf2, [2, 1], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch2(inp2, data2, signal2, counts2, recv2, device=r)
        pld.tensor.all_to_all_v(inp2, data2, signal2, counts2, recv2)
        return 0
