# ptoc: print
# pl.cast on a scalar takes its dtype as target_type= too, the keyword of the
# tile and tensor casts: the reference's
# tests/ut/ir/transforms/test_optimize_orch_tensors.py
# (test_dynamic_indexed_reader_after_loop_carried_writer_keeps_full_parent)
# writes pl.cast(pbid_i32, target_type=pl.INDEX); it prints as the scalar
# cast pl.cast(x, pl.INDEX), as the reference prints it.
import pypto.language as pl


@pl.program
class Before:
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
