# tests/st/runtime/ops/test_auto_fuse_device.py::ModelRmsNormWideCase::get_program (hand-written)
import pypto.language as pl

NORM_EPS = 1.0e-6
MRMS_M = 256
MRMS_N = 1024


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def rms(self, x: pl.Tensor[[MRMS_M, MRMS_N], pl.FP32]) -> pl.Tensor[[MRMS_M, MRMS_N], pl.FP32]:
        sq: pl.Tensor[[MRMS_M, MRMS_N], pl.FP32] = pl.mul(x, x)
        ss: pl.Tensor[[MRMS_M, 1], pl.FP32] = pl.row_sum(sq)
        ms: pl.Tensor[[MRMS_M, 1], pl.FP32] = pl.mul(ss, 1.0 / MRMS_N)
        var: pl.Tensor[[MRMS_M, 1], pl.FP32] = pl.add(ms, NORM_EPS)
        inv: pl.Tensor[[MRMS_M, 1], pl.FP32] = pl.rsqrt(var)
        out: pl.Tensor[[MRMS_M, MRMS_N], pl.FP32] = pl.mul(x, inv)
        return out
