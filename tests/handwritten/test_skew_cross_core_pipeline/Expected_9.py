# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_stage4_skews_depth3 (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        # prologue: produce(0), produce(1), produce(2)
        qa0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa0, qa0)
        pl.tile.tpush_to_aiv(rs0, split=0)
        qa1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa1, qa1)
        pl.tile.tpush_to_aiv(rs1, split=0)
        qa2: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa2, qa2)
        pl.tile.tpush_to_aiv(rs2, split=0)
        # steady: produce(i),(i+1),(i+2) ; consume(i-3),(i-2),(i-1)
        for i in pl.range(3, 6, 3):
            qa3: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa3, qa3)
            pl.tile.tpush_to_aiv(rs3, split=0)
            qa4: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64])
            rs4: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa4, qa4)
            pl.tile.tpush_to_aiv(rs4, split=0)
            qa5: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [(i + 2) * 16, 0], [16, 64])
            rs5: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa5, qa5)
            pl.tile.tpush_to_aiv(rs5, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, e0)
            pl.tile.store(oi0, [(i - 3) * 16, 0], out)
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e1, e1)
            pl.tile.store(oi1, [(i - 2) * 16, 0], out)
            e2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e2, e2)
            pl.tile.store(oi2, [(i - 1) * 16, 0], out)
        # epilogue: consume(3), consume(4), consume(5)
        e3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e3, e3)
        pl.tile.store(oi3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e4: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi4: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e4, e4)
        pl.tile.store(oi4, [pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e5: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi5: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e5, e5)
        pl.tile.store(oi5, [pl.const(5, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
