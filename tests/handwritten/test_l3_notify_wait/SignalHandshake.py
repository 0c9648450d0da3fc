# tests/st/distributed/test_l3_notify_wait.py::_build_signal_handshake_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SignalHandshake:
    @pl.function(type=pl.FunctionType.InCore)
    def barrier_step(
        self,
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        peer: pl.Scalar[pl.INT32],
        tag: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        # Phase 1: write our tag into the peer's signal cell (Set).
        pld.system.notify(
            target=signal,
            peer=peer,
            offsets=[0, 0],
            value=tag,
            op=pld.NotifyOp.Set,
        )

        # Phase 2: barrier — block until our own cell has been written by
        # the rank whose peer is us (its tag is >= 1).
        pld.system.wait(
            signal=signal,
            offsets=[0, 0],
            expected=1,
            cmp=pld.WaitCmp.Ge,
        )

        # Phase 3: read our own cell back locally and surface the received
        # tag as the output.
        recv = pl.load(signal, [0, 0], [1, 1])
        return pl.store(recv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        peer: pl.Scalar[pl.INT32],
        tag: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        return self.barrier_step(out, signal, peer, tag)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        outputs: pl.Out[pl.Tensor[[2, 1, 1], pl.INT32]],
    ) -> pl.Tensor[[2, 1, 1], pl.INT32]:
        signal_buf = pld.alloc_window_buffer(4)  # 1×1 × INT32

        for r in pl.range(pld.world_size()):
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            # peer = (r + 1) % nranks; tag = r + 1.
            self.chip_orch(outputs[r], signal, (r + 1) % pld.world_size(), r + 1, device=r)
        return outputs
