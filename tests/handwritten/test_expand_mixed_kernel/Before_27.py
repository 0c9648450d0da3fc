# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_tpop_preserved_when_result_unused (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(x_left, w_right)
        _z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
        # z_vec is dead — only a separate load+cast+store returns a value
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_fp32 = pl.tile.cast(x_tile, target_type=pl.FP32, mode="round")
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(x_fp32, [0, 0], out_0)
        return out_0
