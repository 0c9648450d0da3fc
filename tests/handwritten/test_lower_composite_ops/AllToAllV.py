# tests/ut/ir/transforms/test_lower_composite_ops.py::_build_all_to_all_v_before (hand-written)
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
class AllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(
        self,
        inp: pl.Tensor[[total, SIZE], pl.FP32],
        counts: pl.Tensor[[nr, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[total, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[total, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
        recv_counts: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[total, SIZE], pl.FP32]:
        result = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)
        row = pl.load(result, [0, 0], [1, SIZE])
        return pl.store(row, [0, 0], out)
