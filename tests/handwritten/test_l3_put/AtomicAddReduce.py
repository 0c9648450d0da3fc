# tests/st/distributed/test_l3_put.py::_build_atomic_add_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class AtomicAddReduce:
    @pl.function(type=pl.FunctionType.InCore)
    def add_step(
        self,
        inp: pl.Tensor[[1, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
        src: pld.DistributedTensor[[1, 1], pl.INT32],
        acc: pld.DistributedTensor[[1, 1], pl.INT32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        root: pl.Scalar[pl.INT32],
        nranks: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        # Phase 1: stage our contribution into our own src cell.
        local = pl.load(inp, [0, 0], [1, 1])
        _ = pl.store(local, [0, 0], src)

        # Phase 2: atomically add our contribution into the root rank's acc
        # cell. All ranks target the same peer (root) concurrently — the
        # device-side atomic_add is what makes this correct.
        pld.tensor.put(acc, peer=root, src=src, atomic=pld.AtomicType.Add)

        # Phase 3: every rank bumps the root's signal; the root waits until
        # all nranks contributions (including its own) have landed.
        pld.system.notify(
            target=signal,
            peer=root,
            offsets=[0, 0],
            value=1,
            op=pld.NotifyOp.AtomicAdd,
        )
        pld.system.wait(
            signal=signal,
            offsets=[0, 0],
            expected=nranks,
            cmp=pld.WaitCmp.Ge,
        )

        # Phase 4: the root reads the accumulated sum from its acc cell.
        recv = pl.load(acc, [0, 0], [1, 1])
        return pl.store(recv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[1, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
        src: pld.DistributedTensor[[1, 1], pl.INT32],
        acc: pld.DistributedTensor[[1, 1], pl.INT32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        root: pl.Scalar[pl.INT32],
        nranks: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        return self.add_step(inp, out, src, acc, signal, root, nranks)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, 1, 1], pl.INT32],
        outputs: pl.Out[pl.Tensor[[2, 1, 1], pl.INT32]],
    ) -> pl.Tensor[[2, 1, 1], pl.INT32]:
        src_buf = pld.alloc_window_buffer(4)  # 1×1 × INT32
        acc_buf = pld.alloc_window_buffer(4)
        signal_buf = pld.alloc_window_buffer(4)

        for r in pl.range(pld.world_size()):
            src = pld.window(src_buf, [1, 1], dtype=pl.INT32)
            acc = pld.window(acc_buf, [1, 1], dtype=pl.INT32)
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            # All ranks accumulate into root rank 0.
            self.chip_orch(inputs[r], outputs[r], src, acc, signal, 0, pld.world_size(), device=r)
        return outputs
