# tests/ut/ir/transforms/test_lower_composite_ops.py::_build_allgather_before (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_ALLGATHER_SIZE = 16
_ALLGATHER_NRANKS = 2
SIZE = _ALLGATHER_SIZE
nr = _ALLGATHER_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def gather_step(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, SIZE], pl.FP32]:
        result = pld.tensor.allgather(inp, data, signal)
        return result
