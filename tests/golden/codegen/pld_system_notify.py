# ptoc: compile --backend 910B
# The reference's test_convert_tensor_to_tile_ops Before (case 76): pld.system.notify reads this
# rank and both window bases from the signal's communication context, moves the signal's
# pointer into the peer's window, views the element there (%signal_peer_pview) and
# notifies it after a PIPE_ALL barrier; its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(signal: pld.DistributedTensor[[2, 1], pl.INT32], peer: pl.Scalar[pl.INT32], tag: pl.Scalar[pl.INT32]):
        pld.system.notify(signal, peer, [0, 0], tag, op=0)
        # noqa: PLR1711  (DSL return terminator)
        return