# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_notify_casts_loop_induction_value_to_i32 (hand-written)
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
        for step in pl.range(4):
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=step + 1, op=pld.NotifyOp.Set)
