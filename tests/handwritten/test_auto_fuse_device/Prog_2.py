# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseSoftmaxCase::get_program (hand-written)
import pypto.language as pl

SM_M = 256
SM_N = 128


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def sm(self, x: pl.Tensor[[SM_M, SM_N], pl.FP32]) -> pl.Tensor[[SM_M, SM_N], pl.FP32]:
        m: pl.Tensor[[SM_M, 1], pl.FP32] = pl.row_max(x)
        s: pl.Tensor[[SM_M, SM_N], pl.FP32] = pl.sub(x, m)
        e: pl.Tensor[[SM_M, SM_N], pl.FP32] = pl.exp(s)
        d: pl.Tensor[[SM_M, 1], pl.FP32] = pl.row_sum(e)
        o: pl.Tensor[[SM_M, SM_N], pl.FP32] = pl.div(e, d)
        return o
