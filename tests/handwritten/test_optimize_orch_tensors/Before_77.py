# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowSubmitCall::test_submit_windowable_with_later_full_submit_read_still_externalizes (hand-written)
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

    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        src: pl.Tensor[[256, 64], pl.FP32],
        sink: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(src, [0, 0], [64, 64])
        r: pl.Tensor[[64, 64], pl.FP32] = pl.store(t, [0, 0], sink)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.manual_scope():
            row: pl.Scalar[pl.INDEX] = 64
            out_next, tid = pl.submit(self.kernel_stripe, data, row, out)
            sink: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
            # Later submit reads the FULL `out` (In direction).
            _consumed, _tid2 = pl.submit(self.consume, out, sink, deps=[tid])
        return out_next
