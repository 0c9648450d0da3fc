# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_output_diagonal_writes_stay_baseline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def diagonal_like(
        self,
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        for i, (out_iter,) in pl.range(4, init_values=(out,)):
            tile: pl.Tile[[1, 1], pl.FP32] = pl.tile.full([1, 1], dtype=pl.FP32, value=1.0)
            out_next: pl.Tensor[[4, 4], pl.FP32] = pl.store(tile, [i, i], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        return self.diagonal_like(out)
