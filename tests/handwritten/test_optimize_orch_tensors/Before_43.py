# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_output_window_disjointness_allows_dynamic_trip_count (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def write_chunk(
        self,
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        tile: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        return pl.store(tile, [0, col], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
        blocks: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        for b, (out_iter,) in pl.range(blocks, init_values=(out,)):
            col: pl.Scalar[pl.INDEX] = b * 64
            out_next: pl.Tensor[[16, 256], pl.FP32] = self.write_chunk(out_iter, col)
            out_rv = pl.yield_(out_next)
        return out_rv
