# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCrossCorePipeline::test_aiv_consumer_side_clusters (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self):
        for i in pl.pipeline(0, 2, 1, stage=1):
            scores0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            sm0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(scores0, scores0)
            pl.tile.tpush_to_aic(sm0, split=0)
            scores1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            sm1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(scores1, scores1)
            pl.tile.tpush_to_aic(sm1, split=0)
