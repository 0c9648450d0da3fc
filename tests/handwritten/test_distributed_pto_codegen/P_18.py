# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_notify_emits_comm_tnotify_with_attr (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        signal: pld.DistributedTensor[[16, 16], pl.INT32],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.Set)
