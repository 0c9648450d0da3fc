# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0PredicatedAcc::test_predicated_matmul_acc_single_full_block_carries_user_cond_unmodified (hand-written)
import pypto.language as pl

K = 272
M = 64
N = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[M, K], pl.BF16],
        rhs: pl.Tensor[[K, N], pl.BF16],
        acc_init: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc],
        first_k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        c = pl.tile.matmul_acc(acc_init, lhs_mat, rhs_mat, init_cond=(first_k == 0))
        out = pl.store(c, [0, 0], out)
        return out
