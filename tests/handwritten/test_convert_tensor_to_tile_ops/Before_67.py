# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_all_to_all_v_keeps_send_counts_read_only (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 16
nr = 2
total = nr * 2


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[total, SIZE], pl.FP32],
        counts: pl.Tensor[[nr, 1], pl.INT32],
        target: pld.DistributedTensor[[total, SIZE], pl.FP32],
        signal: pld.DistributedTensor[[nr, 1], pl.INT32],
        recv_counts: pld.DistributedTensor[[nr, 1], pl.INT32],
    ) -> pld.DistributedTensor[[total, SIZE], pl.FP32]:
        result = pld.tensor.all_to_all_v(inp, target, signal, counts, recv_counts)  # type: ignore[arg-type]
        return result
