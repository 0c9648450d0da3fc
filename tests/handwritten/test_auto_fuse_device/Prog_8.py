# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseRowReduceBroadcastCase::get_program (hand-written)
import pypto.language as pl

RRB_M = 256
RRB_N = 128


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def f(self, x: pl.Tensor[[RRB_M, RRB_N], pl.FP32]) -> pl.Tensor[[RRB_M, RRB_N], pl.FP32]:
        m: pl.Tensor[[RRB_M, 1], pl.FP32] = pl.row_max(x)
        y: pl.Tensor[[RRB_M, RRB_N], pl.FP32] = pl.sub(x, m)
        return y
