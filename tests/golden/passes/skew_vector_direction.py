# ptoc: opt --backend 910B --passes=skew_cross_core_pipeline
# reference test_single_roundtrip_producer_skews_vector_direction: a Vector-side loop
# (tpush_to_aic, then tpop_from_aic) skews the same way
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aic(rs, split=0)  # PRODUCE first (V->C)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
