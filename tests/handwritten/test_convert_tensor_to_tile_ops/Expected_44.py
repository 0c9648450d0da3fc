# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_broadcast_upgrades_target_and_signal_to_inout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 16
nr = 2


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        target: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        target = pld.tensor.broadcast(target, signal, root=0)
        return target
