# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFusePwTallCase::get_program (hand-written)
import pypto.language as pl

TL_M = 4096
TL_N = 64


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def pw(self, a: pl.Tensor[[TL_M, TL_N], pl.FP32], b: pl.Tensor[[TL_M, TL_N], pl.FP32]) -> pl.Tensor[[TL_M, TL_N], pl.FP32]:
        c: pl.Tensor[[TL_M, TL_N], pl.FP32] = pl.add(a, b)
        d: pl.Tensor[[TL_M, TL_N], pl.FP32] = pl.mul(c, b)
        return d
