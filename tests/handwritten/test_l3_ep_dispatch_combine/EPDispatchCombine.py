# tests/st/distributed/test_l3_ep_dispatch_combine.py::_build_ep_dispatch_combine_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N_RANKS = 2
ROWS = 2
D = 64


@pl.program
class EPDispatchCombine:
    @pl.function(type=pl.FunctionType.InCore)
    def ep_step(
        self,
        routes: pl.Tensor[[ROWS, D], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, D], pl.FP32]],
        send_x: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        recv_x: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        routed_y: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        dispatch_signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
        combine_signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[ROWS, D], pl.FP32]:
        # Dispatch: row 0 is local; row 1 is routed to the peer's expert.
        local = pl.load(routes, [0, 0], [ROWS, D])
        _ = pl.store(local, [0, 0], send_x)
        _ = pl.store(local, [0, 0], recv_x)
        pld.tensor.put(
            recv_x,
            peer=peer,
            src=send_x,
            dst_offsets=[1, 0],
            src_offsets=[1, 0],
            shape=[1, D],
            atomic=pld.AtomicType.None_,
        )
        pld.system.notify(dispatch_signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal=dispatch_signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)

        # Local expert placeholder: mirrors the runtime demo's simple
        # per-row expert by doubling the received route payloads.
        expert_in = pl.load(recv_x, [0, 0], [ROWS, D])
        expert_out = pl.add(expert_in, expert_in)
        _ = pl.store(expert_out, [0, 0], recv_x)

        # Combine: keep row 0 locally and return row 1 to the original
        # owner, then read the completed routed buffer.
        local_y = pl.load(recv_x, [0, 0], [ROWS, D])
        _ = pl.store(local_y, [0, 0], routed_y)
        # Row 1 currently belongs to the peer's original token stream.
        # Send that row back to the owner, mirroring EP combine.
        pld.tensor.put(
            routed_y,
            peer=peer,
            src=recv_x,
            dst_offsets=[1, 0],
            src_offsets=[1, 0],
            shape=[1, D],
            atomic=pld.AtomicType.None_,
        )
        pld.system.notify(combine_signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal=combine_signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)

        result = pl.load(routed_y, [0, 0], [ROWS, D])
        return pl.store(result, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        routes: pl.Tensor[[ROWS, D], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, D], pl.FP32]],
        send_x: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        recv_x: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        routed_y: pl.InOut[pld.DistributedTensor[[ROWS, D], pl.FP32]],
        dispatch_signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
        combine_signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[ROWS, D], pl.FP32]:
        return self.ep_step(routes, out, send_x, recv_x, routed_y, dispatch_signal, combine_signal, peer)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        routes: pl.Tensor[[N_RANKS, ROWS, D], pl.FP32],
        outputs: pl.Out[pl.Tensor[[N_RANKS, ROWS, D], pl.FP32]],
    ) -> pl.Tensor[[N_RANKS, ROWS, D], pl.FP32]:
        row_bytes = ROWS * D * 4
        send_x_buf = pld.alloc_window_buffer(row_bytes)
        recv_x_buf = pld.alloc_window_buffer(row_bytes)
        routed_y_buf = pld.alloc_window_buffer(row_bytes)
        dispatch_signal_buf = pld.alloc_window_buffer(4)
        combine_signal_buf = pld.alloc_window_buffer(4)

        for r in pl.range(pld.world_size()):
            send_x = pld.window(send_x_buf, [ROWS, D], dtype=pl.FP32)
            recv_x = pld.window(recv_x_buf, [ROWS, D], dtype=pl.FP32)
            routed_y = pld.window(routed_y_buf, [ROWS, D], dtype=pl.FP32)
            dispatch_signal = pld.window(dispatch_signal_buf, [1, 1], dtype=pl.INT32)
            combine_signal = pld.window(combine_signal_buf, [1, 1], dtype=pl.INT32)
            self.chip_orch(
                routes[r],
                outputs[r],
                send_x,
                recv_x,
                routed_y,
                dispatch_signal,
                combine_signal,
                (r + 1) % pld.world_size(),
                device=r,
            )
        return outputs
