# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseForkCase::get_program (hand-written)
import pypto.language as pl

FK_M = 256
FK_N = 256


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def f(
        self, x: pl.Tensor[[FK_M, FK_N], pl.FP32]
    ) -> tuple[pl.Tensor[[FK_M, FK_N], pl.FP32], pl.Tensor[[FK_M, FK_N], pl.FP32]]:
        c: pl.Tensor[[FK_M, FK_N], pl.FP32] = pl.add(x, 1.0)
        a: pl.Tensor[[FK_M, FK_N], pl.FP32] = pl.mul(c, 2.0)
        b: pl.Tensor[[FK_M, FK_N], pl.FP32] = pl.mul(c, 3.0)
        return a, b
