import pypto.language as pl

# Sine and cosine of a tile, and their sum quantized to INT8.  tile.sin and
# tile.cos have no PTO instruction: LowerCompositeOps expands them into the
# steps of specs/decompositions.yaml.  FP32 -> INT8 is no single pto.tcvt on
# either backend: LegalizeTileCast casts through FP16 (gen/cast_chains.c).
@pl.program
class TrigQuant:
    @pl.function(type=pl.FunctionType.InCore)
    def trig_quant(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        sc: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        q: pl.Out[pl.Tensor[[16, 64], pl.INT8]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.INT8]]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.tile.sin(t)
        c: pl.Tile[[16, 64], pl.FP32] = pl.tile.cos(t)
        prod: pl.Tile[[16, 64], pl.FP32] = pl.mul(s, c)
        sc_out: pl.Tensor[[16, 64], pl.FP32] = pl.store(prod, [0, 0], sc)
        total: pl.Tile[[16, 64], pl.FP32] = pl.add(s, c)
        scaled: pl.Tile[[16, 64], pl.FP32] = pl.mul(total, 80.0)
        q8: pl.Tile[[16, 64], pl.INT8] = pl.cast(scaled, target_type=pl.INT8, mode="round")
        q_out: pl.Tensor[[16, 64], pl.INT8] = pl.store(q8, [0, 0], q)
        return sc_out, q_out
