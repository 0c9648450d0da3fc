# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmulAcc::test_batch_acc_narrow_unaligned_pages_stay_row_packed (hand-written)
import pypto.language as pl

T = 8
K = 32
N = 16


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        h: pl.Tensor[[2, T, K], pl.BF16],
        w: pl.Tensor[[2, K, N], pl.BF16],
        out_0: pl.Out[pl.Tensor[[2, T, N], pl.FP32]],
    ) -> pl.Tensor[[2, T, N], pl.FP32]:
        acc_init = pl.tile.create([2, T, N], dtype=pl.FP32)
        lhs = pl.tile.load(h, [0, 0, 0], [2, T, K], target_memory=pl.Mem.Mat)
        rhs = pl.tile.load(w, [0, 0, 0], [2, K, N], target_memory=pl.Mem.Mat)
        acc = pl.tile.batch_matmul_acc(acc_init, lhs, rhs)
        out_0 = pl.tile.store(acc, [0, 0, 0], out_0)
        return out_0
