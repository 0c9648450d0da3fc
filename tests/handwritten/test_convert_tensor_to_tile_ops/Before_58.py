# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_window_source_slice_into_plain_tensor (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        recv_scale: pl.InOut[pld.DistributedTensor[[16, 8], pl.FP32]],
        out: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
    ):
        sub = pl.tensor.slice(recv_scale, [16, 1], [0, 0])  # window column 0
        out[0:16, 0:1] = sub
        return  # noqa: PLR1711  (DSL return terminator)
