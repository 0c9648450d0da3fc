# ptoc: check --backend 950
# FP32 -> FP4 -> BF16 -> FP32 through the default pipeline: LegalizeTileCast routes the cast to
# FP4 through BF16 (the only type pto.tcvt converts FP4 to and from), so the runtime runs
# FP32 -> BF16 -> FP4 (nearest even, saturating at 6) and back, and stores the FP4 tile as x2
# carriers too.
import pypto.language as pl


@pl.program
class Fp4QuantRoundTrip:
    @pl.function(type=pl.FunctionType.InCore)
    def quant(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        q: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP4], pl.Tensor[[16, 64], pl.FP32]]:
        t = pl.load(x, [0, 0], [16, 64])
        f = pl.cast(t, target_type=pl.FP4, mode="rint")
        q = pl.store(f, [0, 0], q)
        b = pl.cast(f, target_type=pl.BF16)
        y = pl.store(pl.cast(b, target_type=pl.FP32), [0, 0], y)
        return q, y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        q: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP4], pl.Tensor[[16, 64], pl.FP32]]:
        q, y = self.quant(x, q, y)
        return q, y
