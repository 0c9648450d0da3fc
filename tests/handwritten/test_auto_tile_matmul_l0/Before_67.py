# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_preserves_explicit_one_accumulator_policy_on_rerun (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[256, 64], pl.BF16],
        rhs: pl.Tensor[[64, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> pl.Tensor[[256, 256], pl.FP32]:
        lhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [64, 256], target_memory=pl.Mem.Mat
        )
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat, rhs_mat)
        out_s: pl.Tensor[[256, 256], pl.FP32] = pl.store(c, [0, 0], out)
        return out_s
