# tests/ut/ir/transforms/test_lower_composite_ops.py::test_all_to_all_v_in_for_loop_now_succeeds (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_AAV_NRANKS = 2
_AAV_MAX_RECV = 2
_AAV_TOTAL = _AAV_NRANKS * _AAV_MAX_RECV
_AAV_SIZE = 16
SIZE = _AAV_SIZE
nr = _AAV_NRANKS
total = _AAV_TOTAL


@pl.program
class LoopAllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(
        self,
        inp: pl.Tensor[[total, SIZE], pl.FP32],
        counts: pl.Tensor[[nr, 1], pl.INT32],
        data: pl.InOut[pld.DistributedTensor[[total, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
        recv_counts: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[total, SIZE], pl.FP32]:
        for _ in pl.range(2):
            data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)
        return data
