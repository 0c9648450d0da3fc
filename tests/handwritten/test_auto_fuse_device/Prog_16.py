# tests/st/runtime/ops/test_auto_fuse_device.py::ModelSwiGluCase::get_program (hand-written)
import pypto.language as pl

SWG_M = 256
SWG_N = 1024


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def swiglu(
        self, gate: pl.Tensor[[SWG_M, SWG_N], pl.FP32], up: pl.Tensor[[SWG_M, SWG_N], pl.FP32]
    ) -> pl.Tensor[[SWG_M, SWG_N], pl.FP32]:
        ng: pl.Tensor[[SWG_M, SWG_N], pl.FP32] = pl.neg(gate)
        e: pl.Tensor[[SWG_M, SWG_N], pl.FP32] = pl.exp(ng)
        d: pl.Tensor[[SWG_M, SWG_N], pl.FP32] = pl.add(e, 1.0)
        s: pl.Tensor[[SWG_M, SWG_N], pl.FP32] = pl.div(gate, d)
        out: pl.Tensor[[SWG_M, SWG_N], pl.FP32] = pl.mul(s, up)
        return out
