# tests/st/runtime/ops/test_auto_fuse_device.py::ModelLayerNormWideCase::get_program (hand-written)
import pypto.language as pl

NORM_EPS = 1.0e-6
MLN_M = 256
MLN_N = 1024


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def ln(self, x: pl.Tensor[[MLN_M, MLN_N], pl.FP32]) -> pl.Tensor[[MLN_M, MLN_N], pl.FP32]:
        sx: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.row_sum(x)
        mu: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.mul(sx, 1.0 / MLN_N)
        xc: pl.Tensor[[MLN_M, MLN_N], pl.FP32] = pl.sub(x, mu)
        sq: pl.Tensor[[MLN_M, MLN_N], pl.FP32] = pl.mul(xc, xc)
        sv: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.row_sum(sq)
        var: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.mul(sv, 1.0 / MLN_N)
        ve: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.add(var, NORM_EPS)
        inv: pl.Tensor[[MLN_M, 1], pl.FP32] = pl.rsqrt(ve)
        out: pl.Tensor[[MLN_M, MLN_N], pl.FP32] = pl.mul(xc, inv)
        return out
