# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowSubmitCall::test_linear_region_overflow_falls_back_to_baseline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def overflow_store(
        self,
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(0, 2, init_values=(out,)):
            tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(data, [0, 0], [1, 64], [1, 64])
            row: pl.Scalar[pl.INDEX] = i * 9223372036854775807 + i
            out_next: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(tile, [row, 0], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        result: pl.Tensor[[16, 64], pl.FP32] = self.overflow_store(out, data)
        return result
