# tests/ut/ir/transforms/test_lower_l2_tensor_collectives.py::test_one_kernel_is_shared_by_repeated_calls (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2
MAX_RECV = 4
TOTAL = NR * MAX_RECV


@pl.program
class TwoExchanges:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_pipeline(
        self,
        stage: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        data_a: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal_a: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        counts_a: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        recv_a: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        data_b: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal_b: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        counts_b: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        recv_b: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]:
        data_a = pld.tensor.all_to_all_v(stage, data_a, signal_a, counts_a, recv_a)
        data_b = pld.tensor.all_to_all_v(data_a, data_b, signal_b, counts_b, recv_b)
        return data_b
