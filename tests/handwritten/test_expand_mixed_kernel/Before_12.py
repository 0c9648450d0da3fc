# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestVectorOpClassification::test_dn_transpose_moves_in_aic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16, pl.DN],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_l1 = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_l1, target_memory=pl.MemorySpace.Left)
        y_l1 = pl.load(
            y,
            [0, 0],
            [128, 128],
            target_memory=pl.MemorySpace.Mat,
            transpose=True,
        )
        y_right = pl.move(y_l1, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        z_vec = pl.move(z_tile, target_memory=pl.MemorySpace.Vec)
        z_exp = pl.exp(z_vec)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(z_exp, [0, 0], out_0)
        return out_0
