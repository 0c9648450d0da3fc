# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MatScratch::test_misaligned_n_mat_scratch_roundtrips (hand-written)
import pypto.language as pl

M = 128
K = 64
N = 272


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, K], pl.BF16],
        b: pl.Tensor[[K, N], pl.BF16],
        e: pl.Tensor[[N, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[M, 64], pl.FP32]],
    ) -> pl.Tensor[[M, 64], pl.FP32]:
        c = pl.matmul(a, b, out_dtype=pl.FP32)
        cb = pl.cast(c, pl.BF16, mode="rint")
        d = pl.matmul(cb, e, out_dtype=pl.FP32)
        out = pl.assemble(out, d, [0, 0])
        return out
