# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_recomputable_scalar_carry_skews (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, kv: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            off: pl.Scalar[pl.INDEX] = i * 16
            ka: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off, 0], [16, 64])  # K-load (produce)
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(ka, ka)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            va: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off, 0], [16, 64])  # V-load REUSES off
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, va)
            pl.tile.store(oi, [off, 0], out)
