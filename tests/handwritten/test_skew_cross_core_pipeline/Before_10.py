# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_membership_tags_distinct_stage_per_clone (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
