# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_output_overlap_and_hole_stays_baseline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def overlap_hole_like(
        self,
        out: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        for i, (out_iter,) in pl.range(1, init_values=(out,)):
            row_tile: pl.Tile[[1, 2], pl.FP32] = pl.tile.full([1, 2], dtype=pl.FP32, value=1.0)
            col_tile: pl.Tile[[2, 1], pl.FP32] = pl.tile.full([2, 1], dtype=pl.FP32, value=2.0)
            out_next: pl.Tensor[[2, 2], pl.FP32] = pl.store(row_tile, [0, 0], out_iter)
            out_next_2: pl.Tensor[[2, 2], pl.FP32] = pl.store(col_tile, [0, 0], out_next)
            out_rv = pl.yield_(out_next_2)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        return self.overlap_hole_like(out)
