# tests/ut/codegen/test_pto_codegen_cross_core.py::TestExpandMixedKernelCodegen::test_acc_slice_before_c2v_boundary_codegen (hand-written)
import pypto.language as pl


@pl.program
class SliceBeforeC2V:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        x_mat: pl.Tile[[16, 128], pl.BF16] = pl.load(
            x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat
        )
        x_left: pl.Tile[[16, 128], pl.BF16] = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat: pl.Tile[[128, 128], pl.BF16] = pl.load(
            y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat
        )
        y_right: pl.Tile[[128, 128], pl.BF16] = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        acc: pl.Tile[[16, 128], pl.FP32] = pl.matmul(x_left, y_right)
        row: pl.Tile[[1, 128], pl.FP32] = pl.slice(acc, [1, 128], [0, 0])
        row_vec: pl.Tile[[1, 128], pl.FP32] = pl.move(
            row,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        out_0: pl.Tensor[[1, 128], pl.FP32] = pl.store(row_vec, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        out_0: pl.Tensor[[1, 128], pl.FP32] = pl.create_tensor([1, 128], dtype=pl.FP32)
        z: pl.Tensor[[1, 128], pl.FP32] = self.main_incore_0(x, y, out_0)
        return z
