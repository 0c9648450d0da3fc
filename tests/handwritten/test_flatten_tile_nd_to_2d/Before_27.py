# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmulAcc::test_batch_acc_two_allocations_merged_by_control_flow_is_rejected (hand-written)
import pypto.language as pl

T = 16
K = 128
N = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        h: pl.Tensor[[2, T, K], pl.BF16],
        w: pl.Tensor[[2, K, N], pl.BF16],
        flag: pl.Scalar[pl.INT32],
        out_0: pl.Out[pl.Tensor[[2, T, N], pl.FP32]],
    ) -> pl.Tensor[[2, T, N], pl.FP32]:
        lhs = pl.tile.load(h, [0, 0, 0], [2, T, K], target_memory=pl.Mem.Mat)
        rhs = pl.tile.load(w, [0, 0, 0], [2, K, N], target_memory=pl.Mem.Mat)
        acc_init = pl.tile.create([2, T, N], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        if flag > 0:
            produced = pl.tile.batch_matmul(lhs, rhs)
            merged = pl.yield_(produced)
        else:
            merged = pl.yield_(acc_init)
        acc = pl.tile.batch_matmul_acc(merged, lhs, rhs)
        out_0 = pl.tile.store(acc, [0, 0, 0], out_0)
        return out_0
