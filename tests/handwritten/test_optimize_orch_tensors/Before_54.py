# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_if_nested_sibling_writer_to_same_parent_can_window_with_runtime_overlap (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stripe(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32] = pl.load(data, [row_offset, 0], [64, 64])
        ret: pl.Tensor[[256, 64], pl.FP32] = pl.store(tile, [row_offset, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        flag: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        first: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 0, out)
        if flag == 0:
            second: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 32, first)
        else:
            second: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 64, first)
        return second
