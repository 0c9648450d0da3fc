# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestDCERegression::test_alive_cube_iter_arg_keeps_init_value_defs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # First matmul to create Acc-typed init value for CUBE iter_arg
        a_mat_0 = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        a_left_0 = pl.move(a_mat_0, target_memory=pl.MemorySpace.Left)
        b_mat_0 = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right_0 = pl.move(b_mat_0, target_memory=pl.MemorySpace.Right)
        cube_init = pl.matmul(a_left_0, b_right_0)
        # Vec init for VECTOR iter_arg
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        vec_zero = pl.tile.muls(vec_init, 0.0)
        for i, (vec_acc, cube_carry) in pl.range(
            4,
            init_values=(vec_zero, cube_init),
        ):
            a_mat = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
            b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
            # CUBE: matmul_acc accumulates into cube_carry
            z = pl.matmul_acc(cube_carry, a_left, b_right)
            z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
            # VECTOR: accumulate in Vec
            vec_new = pl.tile.add(vec_acc, z_vec)
            vec_out, cube_out = pl.yield_(vec_new, z)
        # After loop: BOUNDARY move uses cube return_var
        final_vec = pl.move(cube_out, target_memory=pl.MemorySpace.Vec)
        result = pl.tile.add(vec_out, final_vec)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(result, [0, 0], out_0)
        return out_0
