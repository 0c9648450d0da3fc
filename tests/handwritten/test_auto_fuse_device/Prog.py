# tests/st/runtime/ops/test_auto_fuse_device.py::AutoFuseRaggedPointwiseCase::get_program (hand-written)
import pypto.language as pl

RPW_M = 130
RPW_N = 66


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def rpw(self, a: pl.Tensor[[RPW_M, RPW_N], pl.FP32]) -> pl.Tensor[[RPW_M, RPW_N], pl.FP32]:
        c: pl.Tensor[[RPW_M, RPW_N], pl.FP32] = pl.add(a, 1.0)
        d: pl.Tensor[[RPW_M, RPW_N], pl.FP32] = pl.mul(c, 2.0)
        return d
