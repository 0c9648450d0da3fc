# tests/ut/ir/transforms/test_lower_l2_tensor_collectives.py::test_collective_in_a_graph_body_is_lowered (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2
MAX_RECV = 4
TOTAL = NR * MAX_RECV


@pl.program
class GraphBody:
    @pl.function(type=pl.FunctionType.Graph)
    def chip_graph(
        self,
        stage: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        counts: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        recv: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]:
        return pld.tensor.all_to_all_v(stage, data, signal, counts, recv)
