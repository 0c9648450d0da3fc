# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_indexer_score_writes_window_but_topk_score_read_stays_full (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def score_init(
        self,
        score: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
        t0: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        init_tile: pl.Tile[[2, 16], pl.FP32] = pl.tile.full([2, 16], dtype=pl.FP32, value=-1.0)
        score_next: pl.Tensor[[4, 16], pl.FP32] = pl.tile.store(init_tile, [t0, 0], score)
        return score_next

    @pl.function(type=pl.FunctionType.InCore)
    def score_writer(
        self,
        score: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
        t0: pl.Scalar[pl.INDEX],
        cache0: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        score_tile: pl.Tile[[2, 4], pl.FP32] = pl.tile.full([2, 4], dtype=pl.FP32, value=1.0)
        score_next: pl.Tensor[[4, 16], pl.FP32] = pl.tile.store(score_tile, [t0, cache0], score)
        return score_next

    @pl.function(type=pl.FunctionType.InCore)
    def topk_like(
        self,
        topk: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
        t0: pl.Scalar[pl.INDEX],
        score: pl.Tensor[[4, 16], pl.FP32],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        invalid: pl.Tile[[1, 16], pl.INT32] = pl.tile.full([1, 16], dtype=pl.INT32, value=-1)
        topk_init: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(invalid, [t0, 0], topk)
        score_row: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(score, [t0, 0], [1, 16], [1, 16])
        idx_tile: pl.Tile[[1, 16], pl.INT32] = pl.tile.cast(score_row, target_type=pl.INT32)
        topk_next: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(idx_tile, [t0, 0], topk_init)
        return topk_next

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        score: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
        topk: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
    ) -> tuple[pl.Tensor[[4, 16], pl.FP32], pl.Tensor[[4, 16], pl.INT32]]:
        for b, (score_iter, topk_iter) in pl.parallel(2, init_values=(score, topk)):
            t0: pl.Scalar[pl.INDEX] = b * 2
            score_init_next: pl.Tensor[[4, 16], pl.FP32] = self.score_init(score_iter, t0)
            for cb, (score_iter2,) in pl.parallel(4, init_values=(score_init_next,)):
                cache0: pl.Scalar[pl.INDEX] = cb * 4
                score_next: pl.Tensor[[4, 16], pl.FP32] = self.score_writer(score_iter2, t0, cache0)
                score_rv = pl.yield_(score_next)
            topk_next: pl.Tensor[[4, 16], pl.INT32] = self.topk_like(topk_iter, t0, score_rv)
            score_out, topk_out = pl.yield_(score_rv, topk_next)
        return score_out, topk_out
