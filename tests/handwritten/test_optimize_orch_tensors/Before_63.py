# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_auto_rejects_multi_output_coalescing (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cache_write_pair(
        self,
        cache_a: pl.Out[pl.Tensor[[1024, 128], pl.FP32]],
        cache_b: pl.Out[pl.Tensor[[1024, 128], pl.FP32]],
        data: pl.Tensor[[4, 128], pl.FP32],
        slot_offset: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Tensor[[1024, 128], pl.FP32], pl.Tensor[[1024, 128], pl.FP32]]:
        for ki, (cache_a_iter, cache_b_iter) in pl.range(0, 4, init_values=(cache_a, cache_b)):
            src: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(data, [ki, 0], [1, 128], [1, 128])
            row: pl.Scalar[pl.INDEX] = slot_offset + ki * 128
            cache_a_next: pl.Tensor[[1024, 128], pl.FP32] = pl.tile.store(src, [row, 0], cache_a_iter)
            cache_b_next: pl.Tensor[[1024, 128], pl.FP32] = pl.tile.store(src, [row, 0], cache_b_iter)
            cache_a_rv, cache_b_rv = pl.yield_(cache_a_next, cache_b_next)
        return cache_a_rv, cache_b_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache_a: pl.Out[pl.Tensor[[1024, 128], pl.FP32]],
        cache_b: pl.Out[pl.Tensor[[1024, 128], pl.FP32]],
        data: pl.Tensor[[4, 128], pl.FP32],
    ) -> tuple[pl.Tensor[[1024, 128], pl.FP32], pl.Tensor[[1024, 128], pl.FP32]]:
        slot: pl.Scalar[pl.INDEX] = 7
        result_a, result_b = self.cache_write_pair(cache_a, cache_b, data, slot)
        return result_a, result_b
