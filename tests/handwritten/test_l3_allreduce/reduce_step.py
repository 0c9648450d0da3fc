# tests/st/distributed/test_l3_allreduce.py::TestL3AllReduce::test_allreduce (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

m0 = 1
n = 256


@pl.function(type=pl.FunctionType.InCore)
def reduce_step(
    self,
    inp: pl.Tensor[[m0, n], pl.FP32],
    out: pl.Out[pl.Tensor[[m0, n], pl.FP32]],
    data: pl.InOut[pld.DistributedTensor[[m0, n], pl.FP32]],
    signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    peer: pl.Scalar[pl.INT32],
) -> pl.Tensor[[m0, n], pl.FP32]:
    # Phase 1: stage-in — local input → this rank's window slice.
    local = pl.load(inp, [0, 0], [m0, n])
    _ = pl.store(local, [0, 0], data)

    # Phase 2: barrier — AtomicAdd the peer's signal cell, then
    # wait for ours to be bumped by the rank that targets us.
    pld.system.notify(
        signal,
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

    # Phase 3: load my own slice, then add the peer's slice via remote_load.
    acc = pl.load(data, [0, 0], [m0, n])
    recv = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[m0, n])
    acc = pl.add(acc, recv)

    # Phase 4: stage-out — reduced accumulator → local output.
    return pl.store(acc, [0, 0], out)
