# tests/ut/ir/transforms/test_materialize_dist_tensor_ctx.py::test_distributed_if_keeps_current_no_context_yield_behavior (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[4], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
    ):
        result = data
        if cond:
            result = data
        ctx = pld.system.get_comm_ctx(result)
        _rank = pld.system.rank(ctx)
