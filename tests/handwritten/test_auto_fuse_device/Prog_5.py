# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFusePwWideShortCase::get_program (hand-written)
import pypto.language as pl

WS_M = 64
WS_N = 4096


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def pw(self, a: pl.Tensor[[WS_M, WS_N], pl.FP32], b: pl.Tensor[[WS_M, WS_N], pl.FP32]) -> pl.Tensor[[WS_M, WS_N], pl.FP32]:
        c: pl.Tensor[[WS_M, WS_N], pl.FP32] = pl.add(a, b)
        d: pl.Tensor[[WS_M, WS_N], pl.FP32] = pl.mul(c, b)
        return d
