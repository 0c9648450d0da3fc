# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_indexed_reader_after_non_singleton_loop_writer_keeps_full_parent (hand-written)
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
        src: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(data, [0, 0], [1, 64], [1, 64])
        result: pl.Tensor[[1024, 64], pl.FP32] = pl.tile.store(src, [slot, 0], cache)
        return result

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
        for i, (cache_iter,) in pl.range(slot_block, slot_block + 16, 8, init_values=(cache,)):
            slot: pl.Scalar[pl.INDEX] = i * 128 + 7
            cache_next: pl.Tensor[[1024, 64], pl.FP32] = self.cache_write(cache_iter, data, slot)
            cache_rv = pl.yield_(cache_next)
        result: pl.Tensor[[4, 64], pl.FP32] = self.cache_read(out, cache_rv, block_table)
        return cache_rv, result
