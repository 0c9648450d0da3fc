# tests/st/runtime/ops/test_auto_fuse_device.py::ModelAttentionCase::get_program (hand-written)
import pypto.language as pl

ATT_S = 128
ATT_D = 64


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def attn(
        self,
        q: pl.Tensor[[ATT_S, ATT_D], pl.FP32],
        k: pl.Tensor[[ATT_D, ATT_S], pl.FP32],
        v: pl.Tensor[[ATT_S, ATT_D], pl.FP32],
    ) -> pl.Tensor[[ATT_S, ATT_D], pl.FP32]:
        s: pl.Tensor[[ATT_S, ATT_S], pl.FP32] = pl.matmul(q, k)
        sc: pl.Tensor[[ATT_S, ATT_S], pl.FP32] = pl.mul(s, 0.125)
        m: pl.Tensor[[ATT_S, 1], pl.FP32] = pl.row_max(sc)
        dd: pl.Tensor[[ATT_S, ATT_S], pl.FP32] = pl.row_expand_sub(sc, m)
        e: pl.Tensor[[ATT_S, ATT_S], pl.FP32] = pl.exp(dd)
        sm: pl.Tensor[[ATT_S, 1], pl.FP32] = pl.row_sum(e)
        p: pl.Tensor[[ATT_S, ATT_S], pl.FP32] = pl.row_expand_div(e, sm)
        out: pl.Tensor[[ATT_S, ATT_D], pl.FP32] = pl.matmul(p, v)
        return out
