# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_same_dense_region_writer_reader_share_carrier_current (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cache_write(
        self,
        cache: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        src: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(data, [0, 0], [1, 64], [1, 64])
        result: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(src, [3, 0], cache)
        return result

    @pl.function(type=pl.FunctionType.InCore)
    def cache_read(
        self,
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
        cache: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(cache, [3, 0], [1, 64], [1, 64])
        result: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(tile, [0, 0], out)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[1, 64], pl.FP32]]:
        cache_next: pl.Tensor[[16, 64], pl.FP32] = self.cache_write(cache, data)
        result: pl.Tensor[[1, 64], pl.FP32] = self.cache_read(out, cache_next)
        return cache_next, result
