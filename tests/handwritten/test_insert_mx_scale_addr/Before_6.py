# tests/ut/ir/transforms/test_insert_mx_scale_addr.py::TestInsertMxScaleAddr::test_reusing_earlier_data_after_rebind_requires_fresh_binding (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a0: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a1: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs0 = pl.move(pl.load(a0, [0, 0], [16, 64]), target_memory=pl.Mem.Left)
        lhs1 = pl.move(pl.load(a1, [0, 0], [16, 64]), target_memory=pl.Mem.Left)
        lhs_scale = pl.move(
            pl.load(a_s, [0, 0], [16, 2], target_memory=pl.Mem.Mat),
            target_memory=pl.Mem.LeftScale,
        )
        rhs = pl.move(pl.load(b, [0, 0], [64, 32]), target_memory=pl.Mem.Right)
        rhs_scale = pl.move(
            pl.load(b_s, [0, 0], [2, 32], target_memory=pl.Mem.Mat),
            target_memory=pl.Mem.RightScale,
        )
        _first = pl.matmul_mx(lhs0, lhs_scale, rhs, rhs_scale)
        _second = pl.matmul_mx(lhs1, lhs_scale, rhs, rhs_scale)
        third = pl.matmul_mx(lhs0, lhs_scale, rhs, rhs_scale)
        stored = pl.store(third, [0, 0], out)
        return stored
