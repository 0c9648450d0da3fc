# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_non_l1_to_l0_extract_stays_in_compute_tier (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[16, 64], pl.BF16], in_b: pl.Tensor[[64, 256], pl.BF16]):
        for i in pl.pipeline(0, 2, 1, stage=1):
            a_mat: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                in_a, [0, 0], [16, 64], target_memory=pl.Mem.Mat
            )
            b_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                in_b, [0, 0], [64, 256], target_memory=pl.Mem.Mat
            )
            a_left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_mat, 0, 0, [16, 64], target_memory=pl.Mem.Left
            )
            b_right: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, 0, [64, 256], target_memory=pl.Mem.Right
            )
            _acc: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, b_right)
            # Mat→Acc extract — independent of the matmul, but NOT
            # the L1→L0a/b prefetch pattern, so it must stay in
            # TileCompute (after the matmul in the original sequence).
            _spare: pl.Tile[[16, 256], pl.BF16, pl.Mem.Acc] = pl.tile.extract(
                b_mat, 0, 0, [16, 256], target_memory=pl.Mem.Acc
            )
