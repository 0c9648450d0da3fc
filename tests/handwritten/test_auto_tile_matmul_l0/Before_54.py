# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_full_k_direct_gm_generates_valid_pto (hand-written)
import pypto.language as pl

K = 64
M = 272
N = 272


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[M, K], pl.BF16],
        rhs: pl.Tensor[[K, N], pl.BF16],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        lhs_mat: pl.Tile[[M, K], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [M, K], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[K, N], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [K, N], target_memory=pl.Mem.Mat
        )
        c: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.store(c, [0, 0], out)
        return out
