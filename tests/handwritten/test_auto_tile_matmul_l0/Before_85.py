# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MatScratch::test_matmul_bias_producer_uses_mat_scratch (hand-written)
import pypto.language as pl

M = 256
K = 192
N = 512
out_n = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, K], pl.BF16],
        b: pl.Tensor[[K, N], pl.BF16],
        bias: pl.Tensor[[1, N], pl.FP32],
        e: pl.Tensor[[N, out_n], pl.BF16],
        out: pl.Out[pl.Tensor[[M, out_n], pl.FP32]],
    ) -> pl.Tensor[[M, out_n], pl.FP32]:
        a_mat = pl.tile.load(a, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        b_mat = pl.tile.load(b, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        bias_mat = pl.tile.load(bias, [0, 0], [1, N], target_memory=pl.Mem.Mat)
        e_mat = pl.tile.load(e, [0, 0], [N, out_n], target_memory=pl.Mem.Mat)
        c = pl.tile.matmul_bias(a_mat, b_mat, bias_mat)
        cb = pl.cast(c, pl.BF16, mode="rint")
        d = pl.tile.matmul(cb, e_mat)
        out = pl.store(d, [0, 0], out)
        return out
