# ptoc: run --backend 950 --in 0={dir}/fp4_cast_numbers_x.npy --print 1 --print 2 --print 3
# pto.tcvt between BF16 and FP4 (E2M1) on the CPU runtime, element by element:
# x row 0 is the 16 FP4 values in code order (0, 0.5, 1, 1.5, 2, 3, 4, 6, then
# -0 .. -6), row 1 the rounding boundaries 0.25 0.75 1.25 1.75 2.5 3.5 5 7 100
# inf -0.25 -5 0.125 0.375 5.5 -inf.  An x2 carrier holds element 2k in its low
# nibble and 2k+1 in its high one (the reference's FP4 runtime test packs codes
# so), so row 0 prints as the bytes 0x10 0x32 .. 0xFE (16 50 .. 254).  RINT
# rounds ties to the even code (0.25 -> 0, 0.75 -> 1, 1.25 -> 1, 2.5 -> 2,
# 5 -> 4), ROUND away from zero (0.25 -> 0.5, 1.25 -> 1.5, 2.5 -> 3, 5 -> 6,
# -0.25 -> -0.5); both saturate at +-6 (7, 100, inf).  y is q_rint cast back
# to BF16: row 0 unchanged (-0 included), row 1 the rounded values.
import pypto.language as pl


@pl.program
class Fp4Cast:
    @pl.function(type=pl.FunctionType.InCore)
    def quant(
        self,
        x: pl.Tensor[[2, 16], pl.BF16],
        q_rint: pl.Out[pl.Tensor[[2, 16], pl.FP4]],
        q_round: pl.Out[pl.Tensor[[2, 16], pl.FP4]],
        y: pl.Out[pl.Tensor[[2, 16], pl.BF16]],
    ) -> tuple[pl.Tensor[[2, 16], pl.FP4], pl.Tensor[[2, 16], pl.FP4], pl.Tensor[[2, 16], pl.BF16]]:
        t = pl.load(x, [0, 0], [2, 16])
        a = pl.cast(t, target_type=pl.FP4, mode="rint")
        b = pl.cast(t, target_type=pl.FP4, mode="round")
        q_rint = pl.store(a, [0, 0], q_rint)
        q_round = pl.store(b, [0, 0], q_round)
        y = pl.store(pl.cast(a, target_type=pl.BF16), [0, 0], y)
        return q_rint, q_round, y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[2, 16], pl.BF16],
        q_rint: pl.Out[pl.Tensor[[2, 16], pl.FP4]],
        q_round: pl.Out[pl.Tensor[[2, 16], pl.FP4]],
        y: pl.Out[pl.Tensor[[2, 16], pl.BF16]],
    ) -> tuple[pl.Tensor[[2, 16], pl.FP4], pl.Tensor[[2, 16], pl.FP4], pl.Tensor[[2, 16], pl.BF16]]:
        q_rint, q_round, y = self.quant(x, q_rint, q_round, y)
        return q_rint, q_round, y
