# ptoc: compile --backend 910B
# The reference's case _string_ P (case 15): pld.tensor.put lowers to a staging tile and
# pld.tile.put: the destination's view in the peer's window (%dst_peer_pview), the local
# source view, pto.comm.tput between PIPE_ALL barriers, the peer lines invalidated and the
# GM fence; its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(dst: pld.DistributedTensor[[8], pl.FP32], src: pld.DistributedTensor[[8], pl.FP32], peer: pl.Scalar[pl.INT32]):
        pld.tensor.put(dst, peer, src, atomic=pl.AtomicType.None_)