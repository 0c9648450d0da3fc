# tests/ut/ir/transforms/test_skew_cross_core_pipeline.py::TestSkewCrossCorePipeline::test_recomputable_scalar_carry_skews (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, kv: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        # prologue: produce(0), produce(1) — off recomputed at 0 and 1
        off0: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX)
        ka0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off0, 0], [16, 64])
        rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(ka0, ka0)
        pl.tile.tpush_to_aiv(rs0, split=0)
        off1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX)
        ka1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off1, 0], [16, 64])
        rs1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(ka1, ka1)
        pl.tile.tpush_to_aiv(rs1, split=0)
        # steady: produce(i),(i+1) with off=i,i+1 ; consume(i-2),(i-1) with off recomputed
        for i in pl.range(2, 4, 2):
            offp0: pl.Scalar[pl.INDEX] = i * 16
            ka2: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [offp0, 0], [16, 64])
            rs2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(ka2, ka2)
            pl.tile.tpush_to_aiv(rs2, split=0)
            offp1: pl.Scalar[pl.INDEX] = (i + 1) * 16
            ka3: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [offp1, 0], [16, 64])
            rs3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(ka3, ka3)
            pl.tile.tpush_to_aiv(rs3, split=0)
            offc0: pl.Scalar[pl.INDEX] = (i - 2) * 16
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            va0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [offc0, 0], [16, 64])
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, va0)
            pl.tile.store(oi0, [offc0, 0], out)
            offc1: pl.Scalar[pl.INDEX] = (i - 1) * 16
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            va1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [offc1, 0], [16, 64])
            oi1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e1, va1)
            pl.tile.store(oi1, [offc1, 0], out)
        # epilogue: consume(2), consume(3) — off recomputed at 2 and 3
        off2: pl.Scalar[pl.INDEX] = pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX)
        e2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        va2: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off2, 0], [16, 64])
        oi2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e2, va2)
        pl.tile.store(oi2, [off2, 0], out)
        off3: pl.Scalar[pl.INDEX] = pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX)
        e3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        va3: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(kv, [off3, 0], [16, 64])
        oi3: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e3, va3)
        pl.tile.store(oi3, [off3, 0], out)
