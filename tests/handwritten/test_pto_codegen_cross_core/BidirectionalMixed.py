# tests/ut/codegen/test_pto_codegen_cross_core.py::TestExpandMixedKernelCodegen::test_bidirectional_mixed_kernel_keeps_combined_pipe (hand-written)
import pypto.language as pl


@pl.program
class BidirectionalMixed:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_sum = pl.add(x_tile, x_tile)
        x_sum_mat = pl.move(
            x_sum,
            target_memory=pl.MemorySpace.Mat,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        x_left = pl.move(x_sum_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        z_vec = pl.move(
            z_tile,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        out_0 = pl.store(z_vec, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out_0: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        z: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(x, y, out_0)
        return z
