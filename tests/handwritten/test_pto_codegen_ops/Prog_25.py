# tests/ut/codegen/test_pto_codegen_ops.py::TestTileExtractCodegen::test_tile_extract_acc_to_mat_emits_pto_textract (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        y: pl.Tensor[[128, 32], pl.BF16],
        dst: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [32, 128], target_memory=pl.MemorySpace.Mat)
        y_mat = pl.load(y, [0, 0], [128, 32], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        acc: pl.Tile[[32, 32], pl.FP32] = pl.matmul(x_left, y_right)
        sub: pl.Tile[[16, 16], pl.FP32] = pl.tile.extract(
            acc, 0, 0, shape=[16, 16], target_memory=pl.MemorySpace.Mat
        )
        vec = pl.move(sub, target_memory=pl.MemorySpace.Vec)
        return pl.store(vec, [0, 0], dst)
