# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCrossCorePipeline::test_pipeline_stage2_replicate_then_reorder (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 2, 1, stage=2):
            off: pl.Scalar[pl.INDEX] = i * 16
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [off, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [off, 0], out)
