# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseRmsNormCase::get_program (hand-written)
import pypto.language as pl

RMS_M = 256
RMS_N = 512
NORM_EPS = 1.0e-6


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def rmsnorm(self, x: pl.Tensor[[RMS_M, RMS_N], pl.FP32]) -> pl.Tensor[[RMS_M, RMS_N], pl.FP32]:
        sq: pl.Tensor[[RMS_M, RMS_N], pl.FP32] = pl.mul(x, x)
        ss: pl.Tensor[[RMS_M, 1], pl.FP32] = pl.row_sum(sq)
        ms: pl.Tensor[[RMS_M, 1], pl.FP32] = pl.mul(ss, 1.0 / RMS_N)
        var: pl.Tensor[[RMS_M, 1], pl.FP32] = pl.add(ms, NORM_EPS)
        rms: pl.Tensor[[RMS_M, 1], pl.FP32] = pl.rsqrt(var)
        out: pl.Tensor[[RMS_M, RMS_N], pl.FP32] = pl.mul(x, rms)
        return out
