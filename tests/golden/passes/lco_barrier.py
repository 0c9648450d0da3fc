# ptoc: opt --backend 910B --passes=lower_composite_ops
# A barrier inside a kernel expands to its phases: the ranks read from the
# signal's context, notify every peer and wait for every peer's word to reach
# generation 1, then take the generation back off.  A bare call names its temps
# `eval`, temps count on across the function, and the result is the signal.
# A host orchestrator's barrier stays for LowerHostTensorCollectives.
import pypto.language as pl

@pl.program
class Barriers:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]]) -> pld.DistributedTensor[[4, 1], pl.INT32]:
        pld.tensor.barrier(signal)
        again: pld.DistributedTensor[[4, 1], pl.INT32] = pld.tensor.barrier(signal)
        return again

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        sig_buf: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        sig: pld.DistributedTensor[[4, 1], pl.INT32] = pld.tensor.window(sig_buf, [4, 1], dtype=pl.INT32)
        sig = pld.tensor.barrier(sig)
