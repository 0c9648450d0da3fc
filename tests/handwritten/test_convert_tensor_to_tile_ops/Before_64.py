# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_barrier_upgrades_signal_to_inout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

nr = 2


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        signal: pld.DistributedTensor[[nr, 1], pl.INT32],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        signal = pld.tensor.barrier(signal)
        return signal
