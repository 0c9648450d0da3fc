# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_matmul_bias_n_tiling_with_intervening_store_is_deferred (hand-written)
import pypto.language as pl

M = 256
K = 1024
N = 512


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[M, K], pl.INT8],
        rhs: pl.Tensor[[K, N], pl.INT8],
        bias: pl.Tensor[[1, N], pl.INT32],
        out: pl.Out[pl.Tensor[[M, N], pl.INT32]],
    ) -> pl.Tensor[[M, N], pl.INT32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        snapshot_mat = pl.tile.load(bias, [0, 0], [1, N], target_memory=pl.Mem.Mat)
        bias_mat = pl.tile.load(bias, [0, 0], [1, N], target_memory=pl.Mem.Mat)
        c = pl.tile.matmul_bias(lhs_mat, rhs_mat, bias_mat)
        # Keep bias_mat single-use so only the post-matmul barrier, not
        # the load-use-count guard, rejects deferred reconstruction.
        out_snapshot = pl.store(snapshot_mat, [0, 0], out)
        out_final = pl.store(c, [0, 0], out_snapshot)
        return out_final
