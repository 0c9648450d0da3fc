# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_loop_direct_out_return_is_windowed (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def chunk_writer(
        self,
        out: pl.Out[pl.Tensor[[2, 16], pl.FP32]],
        start: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[2, 16], pl.FP32]:
        for col, (out_iter,) in pl.range(start, start + 2, init_values=(out,)):
            offset: pl.Scalar[pl.INDEX] = col * 4
            tile: pl.Tile[[2, 4], pl.FP32] = pl.tile.full([2, 4], dtype=pl.FP32, value=1.0)
            out_next: pl.Tensor[[2, 16], pl.FP32] = pl.tile.store(tile, [0, offset], out_iter)
            out_rv = pl.yield_(out_next)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[2, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 16], pl.FP32]:
        start: pl.Scalar[pl.INDEX] = 1
        result: pl.Tensor[[2, 16], pl.FP32] = self.chunk_writer(out, start)
        return result
