# tests/ut/codegen/test_pto_codegen_ops.py::TestTileMoveAccNoopElision::test_matmul_acc_in_outer_loop_no_acc_to_acc_tmov (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 1024], pl.BF16],
        w: pl.Tensor[[1024, 64], pl.BF16],
        dst: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        # First block: K=512, triggers AutoTileMatmulL0 (K > 256)
        x0 = pl.load(x, [0, 0], [16, 512], target_memory=pl.MemorySpace.Mat)
        w0 = pl.load(w, [0, 0], [512, 64], target_memory=pl.MemorySpace.Mat)
        x0_left = pl.move(x0, target_memory=pl.MemorySpace.Left)
        w0_right = pl.move(w0, target_memory=pl.MemorySpace.Right)
        acc: pl.Tile[[16, 64], pl.FP32] = pl.matmul(x0_left, w0_right)
        # Second block: matmul_acc accumulating into the same Acc tile
        x1 = pl.load(x, [0, 512], [16, 512], target_memory=pl.MemorySpace.Mat)
        w1 = pl.load(w, [512, 0], [512, 64], target_memory=pl.MemorySpace.Mat)
        x1_left = pl.move(x1, target_memory=pl.MemorySpace.Left)
        w1_right = pl.move(w1, target_memory=pl.MemorySpace.Right)
        acc2: pl.Tile[[16, 64], pl.FP32] = pl.matmul_acc(acc, x1_left, w1_right)
        vec = pl.move(acc2, target_memory=pl.MemorySpace.Vec)
        return pl.store(vec, [0, 0], dst)
