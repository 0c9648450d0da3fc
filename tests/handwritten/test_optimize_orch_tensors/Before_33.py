# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_indexed_reader_rejects_loop_local_non_dynamic_offset (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cache_read(
        self,
        out: pl.Out[pl.Tensor[[4, 1], pl.FP32]],
        cache: pl.Tensor[[1024, 64], pl.FP32],
        block_table: pl.Tensor[[4], pl.INT32],
    ) -> pl.Tensor[[4, 1], pl.FP32]:
        for sb, (out_iter,) in pl.range(0, 4, init_values=(out,)):
            pbid_i32: pl.Scalar[pl.INT32] = pl.tensor.read(block_table, [sb])
            pbid: pl.Scalar[pl.INDEX] = pl.cast(pbid_i32, target_type=pl.INDEX)
            row: pl.Scalar[pl.INDEX] = pbid * 128
            cache_tile: pl.Tile[[1, 1], pl.FP32] = pl.tile.load(cache, [row, sb], [1, 1], [1, 1])
            out_next: pl.Tensor[[4, 1], pl.FP32] = pl.tile.store(cache_tile, [sb, 0], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache: pl.Tensor[[1024, 64], pl.FP32],
        block_table: pl.Tensor[[4], pl.INT32],
        out: pl.Out[pl.Tensor[[4, 1], pl.FP32]],
    ) -> pl.Tensor[[4, 1], pl.FP32]:
        result: pl.Tensor[[4, 1], pl.FP32] = self.cache_read(out, cache, block_table)
        return result
