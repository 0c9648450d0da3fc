# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_parent_sparse_nonzero_output_window_coalesces (hand-written)
import pypto.language as pl

cache_rows = pl.dynamic("CACHE_ROWS")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cache_write(
        self,
        cache: pl.Out[pl.Tensor[[cache_rows, 128], pl.FP32]],
        data: pl.Tensor[[4, 128], pl.FP32],
        slot_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[cache_rows, 128], pl.FP32]:
        for ki, (cache_iter,) in pl.range(0, 4, init_values=(cache,)):
            src: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(data, [ki, 0], [1, 128], [1, 128])
            row: pl.Scalar[pl.INDEX] = slot_offset + ki * 128
            cache_next: pl.Tensor[[cache_rows, 128], pl.FP32] = pl.tile.store(
                src, [row, 0], cache_iter
            )
            cache_rv = pl.yield_(cache_next)
        return cache_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache: pl.Out[pl.Tensor[[cache_rows, 128], pl.FP32]],
        data: pl.Tensor[[4, 128], pl.FP32],
        slot: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[cache_rows, 128], pl.FP32]:
        return self.cache_write(cache, data, slot)
