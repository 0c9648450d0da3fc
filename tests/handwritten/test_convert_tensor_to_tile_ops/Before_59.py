# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_plain_source_slice_assign_into_window_target (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[16, 8], pl.FP32],
        win: pl.InOut[pld.DistributedTensor[[16, 8], pl.FP32]],
    ):
        sub = pl.tensor.slice(src, [16, 8], [0, 0])
        win[0:16, 0:8] = sub
        return  # noqa: PLR1711  (DSL return terminator)
