# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_producer_multi_roundtrip_demotes_to_sequential (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            p0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(p0, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            p1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, e0)
            pl.tile.tpush_to_aiv(p1, split=0)
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            o0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e1, e1)
            pl.tile.store(o0, [i * 16, 0], out)
