# tests/st/distributed/test_l3_put.py::_build_ring_put_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class RingPut:
    @pl.function(type=pl.FunctionType.InCore)
    def ring_step(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        src: pld.DistributedTensor[[1, SIZE], pl.FP32],
        dst: pld.DistributedTensor[[1, SIZE], pl.FP32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        # Phase 1: stage-in — local input → this rank's own src window slice.
        local = pl.load(inp, [0, 0], [1, SIZE])
        _ = pl.store(local, [0, 0], src)

        # Phase 2: push our src into the peer's dst slice (synchronous TPUT,
        # plain overwrite). After this returns, the peer's dst holds our input.
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.None_)

        # Phase 3: signal the peer that our write to it has landed, then wait
        # for the rank that targets us ((r - 1) % nranks) to have done the same.
        pld.system.notify(
            target=signal,
            peer=peer,
            offsets=[0, 0],
            value=1,
            op=pld.NotifyOp.AtomicAdd,
        )
        pld.system.wait(
            signal=signal,
            offsets=[0, 0],
            expected=1,
            cmp=pld.WaitCmp.Ge,
        )

        # Phase 4: read our own dst slice back locally — it was written by the
        # rank whose peer is us — and surface it as the output.
        recv = pl.load(dst, [0, 0], [1, SIZE])
        return pl.store(recv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        src: pld.DistributedTensor[[1, SIZE], pl.FP32],
        dst: pld.DistributedTensor[[1, SIZE], pl.FP32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        return self.ring_step(inp, out, src, dst, signal, peer)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, 1, SIZE], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, 1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[2, 1, SIZE], pl.FP32]:
        src_buf = pld.alloc_window_buffer(SIZE * 4)  # 1×SIZE × FP32 (4 bytes)
        dst_buf = pld.alloc_window_buffer(SIZE * 4)
        signal_buf = pld.alloc_window_buffer(4)  # 1×1 × INT32

        for r in pl.range(pld.world_size()):
            src = pld.window(src_buf, [1, SIZE], dtype=pl.FP32)
            dst = pld.window(dst_buf, [1, SIZE], dtype=pl.FP32)
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            # Ring partner: rank r pushes to peer = (r + 1) % nranks.
            self.chip_orch(inputs[r], outputs[r], src, dst, signal, (r + 1) % pld.world_size(), device=r)
        return outputs
