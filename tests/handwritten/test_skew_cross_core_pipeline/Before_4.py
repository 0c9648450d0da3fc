# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_consumer_multi_roundtrip_demotes_to_sequential (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            s0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            c0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(s0, s0)
            pl.tile.tpush_to_aic(c0, split=0)
            c1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(c0, c0)
            s1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            o0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(s1, c1)
            pl.tile.store(o0, [i * 16, 0], out)
