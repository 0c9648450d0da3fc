# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::_make_cube_bias_expected (hand-written)
import pypto.language as pl


@pl.program
class ExpectedMatmulBias:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        a: pl.Tensor[[1, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ):
        a_mat = pl.load(a, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
        b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        bias_mat: pl.Tile[[1, 128], pl.FP32, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0)
        bias_mat_bias = pl.move(bias_mat, target_memory=pl.MemorySpace.Bias)
        c_tile = pl.matmul_bias(a_left, b_right, bias_mat_bias)
        pl.tpush_to_aiv(c_tile, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        a: pl.Tensor[[1, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        bias_tile = pl.load(bias, [0, 0], [1, 128])
        bias_tile_nz = pl.move(
            bias_tile,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        pl.tpush_to_aic(bias_tile_nz, split=0)
        c_vec: pl.Tile[[1, 128], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=0
        )
        out_0_store = pl.store(c_vec, [0, 0], out_0)
        return out_0_store

    @pl.function(type=pl.FunctionType.Group)
    def main_incore_0(
        self,
        a: pl.Tensor[[1, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        self.main_incore_0_aic(a, b, bias, out_0)
        self.main_incore_0_aiv(a, b, bias, out_0)
        return out_0
