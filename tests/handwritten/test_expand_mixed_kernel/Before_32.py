# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_conditional_branch_references_source_tile_of_boundary_move (hand-written)
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
        acc_0 = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc_1 = pl.tile.muls(acc_0, 0.0)
        for i, (acc_iter,) in pl.range(4, init_values=(acc_1,)):
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            # Conditional branch references z (source tile), not z_vec (dest)
            if i == 0:
                acc_then = pl.tile.add(acc_iter, z)
                branch_out = pl.yield_(acc_then)
            else:
                branch_out = pl.yield_(acc_iter)
            acc_out = pl.yield_(branch_out)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(acc_out, [0, 0], out_0)
        return out_0
