# tests/st/runtime/cross_core/test_chained_matmul_cast.py::ChainedMatmul::get_program (hand-written)
import pypto.language as pl

M = 64
K = 64
N = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def fused(
        self,
        a: pl.Tensor[[M, K], pl.BF16],
        w: pl.Tensor[[K, N], pl.BF16],
        w2: pl.Tensor[[K, N], pl.BF16],
        y: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, split=pl.SplitMode.NONE):
            t1 = pl.matmul(a, w, out_dtype=pl.FP32)
            t1b = pl.cast(t1, target_type=pl.BF16, mode="rint")
            y = pl.matmul(t1b, w2, out_dtype=pl.FP32, b_trans=True)
        return y
