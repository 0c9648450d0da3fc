# tests/st/runtime/ops/test_auto_fuse_device.py::ModelSiluCase::get_program (hand-written)
import pypto.language as pl

SILU_M = 256
SILU_N = 1024


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def silu(self, x: pl.Tensor[[SILU_M, SILU_N], pl.FP32]) -> pl.Tensor[[SILU_M, SILU_N], pl.FP32]:
        nx: pl.Tensor[[SILU_M, SILU_N], pl.FP32] = pl.neg(x)
        e: pl.Tensor[[SILU_M, SILU_N], pl.FP32] = pl.exp(nx)
        d: pl.Tensor[[SILU_M, SILU_N], pl.FP32] = pl.add(e, 1.0)
        out: pl.Tensor[[SILU_M, SILU_N], pl.FP32] = pl.div(x, d)
        return out
