# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseSoftmaxRaggedNCase::get_program (hand-written)
import pypto.language as pl

SMR_M = 256
SMR_N = 66


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def sm(self, x: pl.Tensor[[SMR_M, SMR_N], pl.FP32]) -> pl.Tensor[[SMR_M, SMR_N], pl.FP32]:
        m: pl.Tensor[[SMR_M, 1], pl.FP32] = pl.row_max(x)
        s: pl.Tensor[[SMR_M, SMR_N], pl.FP32] = pl.sub(x, m)
        e: pl.Tensor[[SMR_M, SMR_N], pl.FP32] = pl.exp(s)
        d: pl.Tensor[[SMR_M, 1], pl.FP32] = pl.row_sum(e)
        o: pl.Tensor[[SMR_M, SMR_N], pl.FP32] = pl.div(e, d)
        return o
