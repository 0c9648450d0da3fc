# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_matmul_bias_m_only_tiling_reuses_bias_resident_source (hand-written)
import pypto.language as pl

M = 528
K = 64
N = 256


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
        bias_l0 = pl.tile.move(bias_mat, target_memory=pl.Mem.Bias)
        c = pl.tile.matmul_bias(lhs_mat, rhs_mat, bias_l0)
        out = pl.store(c, [0, 0], out)
        return out
