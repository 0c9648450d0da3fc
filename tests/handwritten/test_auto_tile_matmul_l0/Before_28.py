# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_matmul_bias_nondivisor_k_tail_applies_bias_once_per_output_tile (hand-written)
import pypto.language as pl

M = 64
K = 272
N = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[M, K], pl.BF16],
        rhs: pl.Tensor[[K, N], pl.BF16],
        bias: pl.Tensor[[1, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        bias_mat = pl.tile.load(bias, [0, 0], [1, N], target_memory=pl.Mem.Mat)
        c = pl.tile.matmul_bias(lhs_mat, rhs_mat, bias_mat)
        out = pl.store(c, [0, 0], out)
        return out
