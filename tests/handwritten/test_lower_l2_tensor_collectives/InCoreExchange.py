# tests/ut/ir/transforms/test_lower_l2_tensor_collectives.py::test_incore_collective_is_left_alone (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2
MAX_RECV = 4
TOTAL = NR * MAX_RECV


@pl.program
class InCoreExchange:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(
        self,
        inp: pl.Tensor[[TOTAL, SIZE], pl.FP32],
        counts: pl.Tensor[[NR, 1], pl.INT32],
        data: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        recv: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]:
        return pld.tensor.all_to_all_v(inp, data, signal, counts, recv)
