# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseColSumCase::get_program (hand-written)
import pypto.language as pl

CS_M = 128
CS_N = 256


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def f(self, x: pl.Tensor[[CS_M, CS_N], pl.FP32]) -> pl.Tensor[[1, CS_N], pl.FP32]:
        y: pl.Tensor[[1, CS_N], pl.FP32] = pl.col_sum(x)
        return y
