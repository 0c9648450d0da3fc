# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExplicitL0Diagnostics::test_oversized_left_matmul_acc_operand_is_also_diagnosed (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[256, 256], pl.FP16],
        b: pl.Tensor[[256, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        a_mat = pl.tile.load(a, [0, 0], [256, 256], target_memory=pl.Mem.Mat)
        b_mat = pl.tile.load(b, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        a_left = pl.tile.extract(a_mat, 0, 0, [256, 256], target_memory=pl.Mem.Left)
        b_right = pl.tile.extract(b_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        acc = pl.tile.create([256, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        result = pl.tile.matmul_acc(acc, a_left, b_right)
        out = pl.tile.store(result, [0, 0], out)
        return out
