# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_rank_var_reuse_no_ui32_in_notify_and_compare (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[16, 16], pl.FP32],
        signal: pld.DistributedTensor[[2, 1], pl.INT32],
    ):
        ctx = pld.system.get_comm_ctx(data)
        my_rank = pld.system.rank(ctx)
        for peer in pl.range(2):
            if peer != my_rank:
                pld.system.notify(
                    signal,
                    peer=peer,
                    offsets=[my_rank, 0],
                    value=1,
                    op=pld.NotifyOp.AtomicAdd,
                )
