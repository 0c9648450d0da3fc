# ptoc: opt --backend 910B --passes=lower_composite_ops
# tests/ut/ir/transforms/test_lower_composite_ops.py::test_all_to_all_v_in_for_loop_now_succeeds:
# an all_to_all_v in a loop expands in the loop body (its barrier restarts at generation 1
# on every call, so a loop needs no bookkeeping).  The counts here are 1-D [2], read at
# [dest].
# It runs as the 2 ranks its signal has:
#   ptoc check --ranks 2 tests/golden/passes/lco_all_to_all_v_loop.py
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class LoopAllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(self, inp: pl.Tensor[[4, 16], pl.FP32], counts: pl.Tensor[[2], pl.INT32], data: pl.InOut[pld.DistributedTensor[[4, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]], recv_counts: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[4, 16], pl.FP32]:
        for _ in pl.range(2):
            data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)
        return data
