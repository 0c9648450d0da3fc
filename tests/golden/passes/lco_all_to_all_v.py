# ptoc: opt --backend 910B --passes=lower_composite_ops
# tests/ut/ir/transforms/test_lower_composite_ops.py::_build_all_to_all_v_before: an
# all_to_all_v inside a kernel.  The target [4, 16] over the signal's 2 ranks gives each
# rank a block of MAX = 2 rows.  For each dest the send count is read at run time
# (tensor.read of counts[dest, 0]), clamped to MAX, and set (notify op Set) into row
# my_rank of dest's recv_counts; then the whole block input[dest * 2 .. +2] is put into
# data[my_rank * 2 .. +2] on dest through a [1, 16] Vec staging tile.  One barrier on
# the signal and its reset follow; the result is the target window.
# It runs as the 2 ranks its signal has:
#   ptoc check --ranks 2 tests/golden/passes/lco_all_to_all_v.py
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class AllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(self, inp: pl.Tensor[[4, 16], pl.FP32], counts: pl.Tensor[[2, 1], pl.INT32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]], data: pl.InOut[pld.DistributedTensor[[4, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]], recv_counts: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        result = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)
        row = pl.load(result, [0, 0], [1, 16])
        return pl.store(row, [0, 0], out)
