# tests/ut/ir/transforms/test_lower_l2_tensor_collectives.py::test_unsupported_collective_in_a_chip_body_is_named (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2
MAX_RECV = 4
TOTAL = NR * MAX_RECV


@pl.program
class ChipAllReduce:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_pipeline(
        self,
        data: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]:
        return pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
