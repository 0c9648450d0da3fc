# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_callsite_in_while_stays_baseline (hand-written)
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
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        row: pl.Scalar[pl.INDEX] = 0
        for row_iter, out_iter in pl.while_(init_values=(row, out)):
            pl.cond(row_iter < n)
            out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, row_iter, out_iter)
            row_next: pl.Scalar[pl.INDEX] = row_iter + 64
            row_rv, out_rv = pl.yield_(row_next, out_next)
        return out_rv
