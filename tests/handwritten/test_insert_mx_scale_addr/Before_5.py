# tests/ut/ir/transforms/test_insert_mx_scale_addr.py::TestInsertMxScaleAddr::test_bindings_do_not_leak_between_if_branches (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
        flag: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs = pl.move(pl.load(a, [0, 0], [16, 64]), target_memory=pl.Mem.Left)
        lhs_scale = pl.move(
            pl.load(a_s, [0, 0], [16, 2], target_memory=pl.Mem.Mat),
            target_memory=pl.Mem.LeftScale,
        )
        rhs = pl.move(pl.load(b, [0, 0], [64, 32]), target_memory=pl.Mem.Right)
        rhs_scale = pl.move(
            pl.load(b_s, [0, 0], [2, 32], target_memory=pl.Mem.Mat),
            target_memory=pl.Mem.RightScale,
        )
        if flag > 0:
            then_value = pl.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)
            result = pl.yield_(then_value)
        else:
            else_value = pl.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)
            result = pl.yield_(else_value)
        stored = pl.store(result, [0, 0], out)
        return stored
