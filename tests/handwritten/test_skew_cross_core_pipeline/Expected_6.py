# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_dynamic_step_cross_core_pipeline_demotes_to_sequential (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(
        self,
        q: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Tensor[[64, 64], pl.FP32],
        step: pl.Scalar[pl.INDEX],
    ):
        for i in pl.range(0, 4, step):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
