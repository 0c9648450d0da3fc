# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmulAcc::test_singleton_batch_create_iter_arg_no_inline_move_after_flatten (hand-written)
import pypto.language as pl

T = 16
K = 128
N = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        h: pl.Tensor[[T, K], pl.BF16],
        w: pl.Tensor[[1, N, K], pl.BF16],
        out_0: pl.Out[pl.Tensor[[1, T, N], pl.FP32]],
    ) -> pl.Tensor[[1, T, N], pl.FP32]:
        acc_init = pl.tile.create([1, T, N], dtype=pl.FP32)
        for _, (acc,) in pl.range(2, init_values=(acc_init,)):
            lhs = pl.tile.load(h, [0, 0], [T, K], target_memory=pl.Mem.Mat)
            rhs_load = pl.tile.load(w, [0, 0, 0], [1, N, K], target_memory=pl.Mem.Mat)
            rhs = pl.tile.transpose_view(rhs_load)
            acc_next = pl.tile.batch_matmul_acc(acc, lhs, rhs)
            acc_final = pl.yield_(acc_next)
        out_0 = pl.tile.store(acc_final, [0, 0, 0], out_0)
        return out_0
