# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseLayerNormCase::get_program (hand-written)
import pypto.language as pl

LN_M = 256
LN_N = 512
NORM_EPS = 1.0e-6


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def layernorm(self, x: pl.Tensor[[LN_M, LN_N], pl.FP32]) -> pl.Tensor[[LN_M, LN_N], pl.FP32]:
        sx: pl.Tensor[[LN_M, 1], pl.FP32] = pl.row_sum(x)
        mu: pl.Tensor[[LN_M, 1], pl.FP32] = pl.mul(sx, 1.0 / LN_N)
        xc: pl.Tensor[[LN_M, LN_N], pl.FP32] = pl.sub(x, mu)
        sq: pl.Tensor[[LN_M, LN_N], pl.FP32] = pl.mul(xc, xc)
        sv: pl.Tensor[[LN_M, 1], pl.FP32] = pl.row_sum(sq)
        var: pl.Tensor[[LN_M, 1], pl.FP32] = pl.mul(sv, 1.0 / LN_N)
        vare: pl.Tensor[[LN_M, 1], pl.FP32] = pl.add(var, NORM_EPS)
        inv: pl.Tensor[[LN_M, 1], pl.FP32] = pl.rsqrt(vare)
        out: pl.Tensor[[LN_M, LN_N], pl.FP32] = pl.mul(xc, inv)
        return out
