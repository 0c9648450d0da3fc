# ptoc: print
# A class attribute holding a module-level @pl.function (`reduce_step =
# reduce_step`) adds that function to the program under its own name, as the
# reference's tests/st test_l3_allreduce.py builds AllReduceTwoRank (its
# make_reduce_step_2rank(m0=1, n=256) kernel written out here); methods call it
# as self.reduce_step.  Run on one rank (every rank's peer is the scalar check
# gives, 0) with the signal zeroed:
#   ptoc check --ranks 1 --fill signal=0 tests/golden/frontend/class_attr_function.py
import pypto.language as pl
import pypto.language.distributed as pld

m0 = 1
n = 256
nranks = 2
inp_shape = [nranks, m0, n]


@pl.function(type=pl.FunctionType.InCore)
def reduce_step(
    self,
    inp: pl.Tensor[[m0, n], pl.FP32],
    out: pl.Out[pl.Tensor[[m0, n], pl.FP32]],
    data: pl.InOut[pld.DistributedTensor[[m0, n], pl.FP32]],
    signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    peer: pl.Scalar[pl.INT32],
) -> pl.Tensor[[m0, n], pl.FP32]:
    local = pl.load(inp, [0, 0], [m0, n])
    _ = pl.store(local, [0, 0], data)
    pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
    pld.system.wait(signal=signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)
    acc = pl.load(data, [0, 0], [m0, n])
    recv = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[m0, n])
    acc = pl.add(acc, recv)
    return pl.store(acc, [0, 0], out)


@pl.program
class AllReduceTwoRank:
    reduce_step = reduce_step

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[m0, n], pl.FP32],
        out: pl.Out[pl.Tensor[[m0, n], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[m0, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[m0, n], pl.FP32]:
        return self.reduce_step(inp, out, data, signal, peer)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[inp_shape, pl.FP32],
        outputs: pl.Out[pl.Tensor[inp_shape, pl.FP32]],
    ) -> pl.Tensor[inp_shape, pl.FP32]:
        data_buf = pld.alloc_window_buffer(m0 * n * 4)
        signal_buf = pld.alloc_window_buffer(4)

        for r in pl.range(pld.world_size()):
            data = pld.window(data_buf, [m0, n], dtype=pl.FP32)
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            self.chip_orch(
                inputs[r],
                outputs[r],
                data,
                signal,
                (r + 1) % pld.world_size(),
                device=r,
            )
        return outputs
