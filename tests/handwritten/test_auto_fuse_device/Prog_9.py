# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseFp16SoftmaxCase::get_program (hand-written)
import pypto.language as pl

F16_M = 256
F16_N = 128


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def sm(self, x: pl.Tensor[[F16_M, F16_N], pl.FP16]) -> pl.Tensor[[F16_M, F16_N], pl.FP16]:
        m: pl.Tensor[[F16_M, 1], pl.FP16] = pl.row_max(x)
        s: pl.Tensor[[F16_M, F16_N], pl.FP16] = pl.sub(x, m)
        e: pl.Tensor[[F16_M, F16_N], pl.FP16] = pl.exp(s)
        d: pl.Tensor[[F16_M, 1], pl.FP16] = pl.row_sum(e)
        o: pl.Tensor[[F16_M, F16_N], pl.FP16] = pl.div(e, d)
        return o
