# tests/st/runtime/ops/test_auto_fuse_device.py::ModelResidualRmsNormCase::get_program (hand-written)
import pypto.language as pl

NORM_EPS = 1.0e-6
RES_M = 256
RES_N = 1024


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def resrms(
        self, x: pl.Tensor[[RES_M, RES_N], pl.FP32], res: pl.Tensor[[RES_M, RES_N], pl.FP32]
    ) -> pl.Tensor[[RES_M, RES_N], pl.FP32]:
        h: pl.Tensor[[RES_M, RES_N], pl.FP32] = pl.add(x, res)
        sq: pl.Tensor[[RES_M, RES_N], pl.FP32] = pl.mul(h, h)
        ss: pl.Tensor[[RES_M, 1], pl.FP32] = pl.row_sum(sq)
        ms: pl.Tensor[[RES_M, 1], pl.FP32] = pl.mul(ss, 1.0 / RES_N)
        var: pl.Tensor[[RES_M, 1], pl.FP32] = pl.add(ms, NORM_EPS)
        inv: pl.Tensor[[RES_M, 1], pl.FP32] = pl.rsqrt(var)
        out: pl.Tensor[[RES_M, RES_N], pl.FP32] = pl.mul(h, inv)
        return out
