# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_single_roundtrip_producer_skews_vector_direction (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        # prologue: produce(0), produce(1)
        qa0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa0, qa0)
        pl.tile.tpush_to_aic(rs0, split=0)
        qa1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa1, qa1)
        pl.tile.tpush_to_aic(rs1, split=0)
        # steady: produce(i), produce(i+1) ; consume(i-2), consume(i-1)
        for i in pl.range(2, 4, 2):
            qa2: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa2, qa2)
            pl.tile.tpush_to_aic(rs2, split=0)
            qa3: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64])
            rs3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa3, qa3)
            pl.tile.tpush_to_aic(rs3, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, e0)
            pl.tile.store(oi0, [(i - 2) * 16, 0], out)
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e1, e1)
            pl.tile.store(oi1, [(i - 1) * 16, 0], out)
        # epilogue: consume(2), consume(3)
        e2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
        oi2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e2, e2)
        pl.tile.store(oi2, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
        oi3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e3, e3)
        pl.tile.store(oi3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
