# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_combine_ep_reduce_on_window (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sh: pl.Tensor[[1, 64], pl.FP32],
        routed: pl.InOut[pld.DistributedTensor[[4, 64], pl.BF16]],
        out: pl.InOut[pl.Tensor[[1, 64], pl.FP32]],
    ):
        y_slice = pl.tensor.slice(routed, [1, 64], [0, 0])
        y_f32 = pl.cast(y_slice, pl.FP32)
        acc = pl.add(sh, y_f32)
        out[0:1, 0:64] = acc
        return  # noqa: PLR1711  (DSL return terminator)
