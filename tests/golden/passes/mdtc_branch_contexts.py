# ptoc: opt --backend 910B --passes=materialize_dist_tensor_ctx
# A DistributedTensor takes its communication context from the window it names:
# an if that yields a different window in each branch has no single context.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, a: pld.DistributedTensor[[4], pl.FP32], b: pld.DistributedTensor[[4], pl.FP32], c: pl.Scalar[pl.INT32]) -> pld.DistributedTensor[[4], pl.FP32]:
        if c == 0:
            x: pld.DistributedTensor[[4], pl.FP32] = pl.yield_(a)
        else:
            x: pld.DistributedTensor[[4], pl.FP32] = pl.yield_(b)
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(x)
        return x
