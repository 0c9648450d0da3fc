# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_odd_trip_falls_back_to_depth1 (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        # prologue: produce(0)
        qa0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64]
        )
        rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa0, qa0)
        pl.tile.tpush_to_aiv(rs0, split=0)
        # steady: produce(i) ; consume(i-1)
        for i in pl.range(1, 3, 1):
            qa1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            rs1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa1, qa1)
            pl.tile.tpush_to_aiv(rs1, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, e0)
            pl.tile.store(oi0, [(i - 1) * 16, 0], out)
        # epilogue: consume(2)
        e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e1, e1)
        pl.tile.store(oi1, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
