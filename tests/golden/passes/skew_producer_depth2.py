# ptoc: opt --backend 910B --passes=skew_cross_core_pipeline
# reference test_single_roundtrip_producer_skews (and test_membership_tags_distinct_stage_per_clone):
# a push-then-pop loop of stage 2 and 4 trips runs its produce half 2 trips ahead: produce 0, 1, a
# range(2, 4, 2) loop producing i, i + 1 and consuming i - 2, i - 1, then consume 2, 3; every copy's
# tiles but the pops carry the membership (one group, stage 0 or 1)
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
