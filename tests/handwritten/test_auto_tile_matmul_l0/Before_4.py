# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExplicitL0Diagnostics::test_exact_capacity_manual_operands_remain_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        a_mat = pl.tile.load(a, [0, 0], [128, 256], target_memory=pl.Mem.Mat)
        b_mat = pl.tile.load(b, [0, 0], [256, 128], target_memory=pl.Mem.Mat)
        a_left = pl.tile.extract(a_mat, 0, 0, [128, 256], target_memory=pl.Mem.Left)
        b_right = pl.tile.extract(b_mat, 0, 0, [256, 128], target_memory=pl.Mem.Right)
        acc = pl.tile.matmul(a_left, b_right)
        out = pl.tile.store(acc, [0, 0], out)
        return out
