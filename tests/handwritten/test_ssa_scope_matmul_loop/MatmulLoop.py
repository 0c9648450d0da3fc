# tests/ut/codegen/test_ssa_scope_matmul_loop.py::_build_matmul_loop_program (hand-written)
import pypto.language as pl


@pl.program
class MatmulLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        n_iters: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # First iteration: matmul creates accumulator
        a_l1 = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        b_l1 = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        a_l0 = pl.move(a_l1, target_memory=pl.MemorySpace.Left)
        b_l0 = pl.move(b_l1, target_memory=pl.MemorySpace.Right)
        acc = pl.matmul(a_l0, b_l0)

        # Remaining iterations: matmul_acc in loop
        for i, (acc_iter,) in pl.range(1, n_iters, init_values=(acc,)):
            a_l1_i = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            b_l1_i = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            a_l0_i = pl.move(a_l1_i, target_memory=pl.MemorySpace.Left)
            b_l0_i = pl.move(b_l1_i, target_memory=pl.MemorySpace.Right)
            acc_new = pl.matmul_acc(acc_iter, a_l0_i, b_l0_i)
            (acc_out,) = pl.yield_(acc_new)

        result = pl.store(acc_out, [0, 0], out)
        return result

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = pl.create_tensor([16, 128], dtype=pl.FP32)
        result = self.kernel(a, b, out, 4)  # type: ignore[reportArgumentType]
        return result
