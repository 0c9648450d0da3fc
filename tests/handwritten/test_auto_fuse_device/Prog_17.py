# tests/st/runtime/ops/test_auto_fuse_device.py::ModelScaledSoftmaxCase::get_program (hand-written)
import pypto.language as pl

SSM_M = 256
SSM_N = 512


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def sm(self, s: pl.Tensor[[SSM_M, SSM_N], pl.FP32]) -> pl.Tensor[[SSM_M, SSM_N], pl.FP32]:
        sc: pl.Tensor[[SSM_M, SSM_N], pl.FP32] = pl.mul(s, 0.125)
        m: pl.Tensor[[SSM_M, 1], pl.FP32] = pl.row_max(sc)
        d: pl.Tensor[[SSM_M, SSM_N], pl.FP32] = pl.row_expand_sub(sc, m)
        e: pl.Tensor[[SSM_M, SSM_N], pl.FP32] = pl.exp(d)
        sm: pl.Tensor[[SSM_M, 1], pl.FP32] = pl.row_sum(e)
        out: pl.Tensor[[SSM_M, SSM_N], pl.FP32] = pl.row_expand_div(e, sm)
        return out
