# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0Skips::test_matmul_bias_n_tiling_with_bias_resident_source_is_deferred (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[256, 64], pl.BF16],
        rhs: pl.Tensor[[64, 512], pl.BF16],
        bias: pl.Tensor[[1, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 512], pl.FP32]],
    ) -> pl.Tensor[[256, 512], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [64, 512], target_memory=pl.Mem.Mat)
        bias_mat = pl.tile.load(bias, [0, 0], [1, 512], target_memory=pl.Mem.Mat)
        bias_l0 = pl.tile.move(bias_mat, target_memory=pl.Mem.Bias)
        c = pl.tile.matmul_bias(lhs_mat, rhs_mat, bias_l0)
        out = pl.store(c, [0, 0], out)
        return out
