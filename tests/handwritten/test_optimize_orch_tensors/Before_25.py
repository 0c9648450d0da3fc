# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_indexed_reader_after_singleton_loop_writer_rematerializes_carrier (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cache_write(
        self,
        cache: pl.Out[pl.Tensor[[1024, 64], pl.FP32]],
        data: pl.Tensor[[2, 64], pl.FP32],
        slot: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[1024, 64], pl.FP32]:
        for ki, (cache_iter,) in pl.range(0, 2, init_values=(cache,)):
            src: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(data, [ki, 0], [1, 64], [1, 64])
            row: pl.Scalar[pl.INDEX] = slot + ki * 128
            cache_next: pl.Tensor[[1024, 64], pl.FP32] = pl.tile.store(src, [row, 0], cache_iter)
            cache_rv = pl.yield_(cache_next)
        return cache_rv

    @pl.function(type=pl.FunctionType.InCore)
    def cache_read(
        self,
        out: pl.Out[pl.Tensor[[4, 64], pl.FP32]],
        cache: pl.Tensor[[1024, 64], pl.FP32],
        block_table: pl.Tensor[[4], pl.INT32],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        for sb, (out_iter,) in pl.range(0, 4, init_values=(out,)):
            pbid_i32: pl.Scalar[pl.INT32] = pl.tensor.read(block_table, [sb])
            pbid: pl.Scalar[pl.INDEX] = pl.cast(pbid_i32, target_type=pl.INDEX)
            row: pl.Scalar[pl.INDEX] = pbid * 128
            cache_tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(cache, [row, 0], [1, 64], [1, 64])
            out_next: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(cache_tile, [sb, 0], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache: pl.Out[pl.Tensor[[1024, 64], pl.FP32]],
        data: pl.Tensor[[2, 64], pl.FP32],
        block_table: pl.Tensor[[4], pl.INT32],
        slot_block: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[4, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[1024, 64], pl.FP32], pl.Tensor[[4, 64], pl.FP32]]:
        for _, (cache_iter,) in pl.parallel(slot_block, slot_block + 8, 8, init_values=(cache,)):
            cache_next: pl.Tensor[[1024, 64], pl.FP32] = self.cache_write(cache_iter, data, 7)
            cache_rv = pl.yield_(cache_next)
        result: pl.Tensor[[4, 64], pl.FP32] = self.cache_read(out, cache_rv, block_table)
        return cache_rv, result
