# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_direct_window_slice_then_store (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pl.InOut[pld.DistributedTensor[[16, 8], pl.FP32]],
        out: pl.InOut[pl.Tensor[[16, 8], pl.FP32]],
    ):
        sub = pl.tensor.slice(data, [16, 8], [0, 0])
        out[0:16, 0:8] = sub
        return  # noqa: PLR1711  (DSL return terminator)
