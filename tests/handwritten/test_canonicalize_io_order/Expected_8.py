# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_l1_to_l0_extract_clusters_above_matmul (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[16, 128], pl.BF16], in_b: pl.Tensor[[128, 256], pl.BF16]):
        for i in pl.range(0, 2, 1):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                in_a, [0, 0], [16, 128], target_memory=pl.Mem.Mat
            )
            b_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                in_b, [0, 0], [128, 256], target_memory=pl.Mem.Mat
            )
            a0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_mat, 0, 0, [16, 64], target_memory=pl.Mem.Left
            )
            b0: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, 0, [64, 256], target_memory=pl.Mem.Right
            )
            a1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_mat, 0, 64, [16, 64], target_memory=pl.Mem.Left
            )
            b1: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 64, 0, [64, 256], target_memory=pl.Mem.Right
            )
            acc0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0, b0)
            _acc1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, a1, b1)
