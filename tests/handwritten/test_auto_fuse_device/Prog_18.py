# tests/st/runtime/ops/test_auto_fuse_device.py::ModelInterleavedTwinCase::get_program (hand-written)
import pypto.language as pl

TWIN_M = 256
TWIN_N = 512


@pl.program
class Prog:
    @pl.function(attrs={"auto_fuse": True})
    def twin(
        self, x: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32], y: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32]
    ) -> tuple[pl.Tensor[[TWIN_M, TWIN_N], pl.FP32], pl.Tensor[[TWIN_M, TWIN_N], pl.FP32]]:
        a: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32] = pl.exp(x)
        b: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32] = pl.exp(y)
        a2: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32] = pl.neg(a)
        b2: pl.Tensor[[TWIN_M, TWIN_N], pl.FP32] = pl.mul(b, b)
        return a2, b2
