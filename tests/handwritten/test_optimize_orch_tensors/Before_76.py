# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowSubmitCall::test_submit_windowable_kernel_is_externalized (hand-written)
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
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.manual_scope():
            row: pl.Scalar[pl.INDEX] = 64
            out_next, tid = pl.submit(self.kernel_stripe, data, row, out)
        return out_next
