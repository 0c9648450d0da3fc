# tests/ut/ir/transforms/test_insert_mx_scale_addr.py::TestInsertMxScaleAddr::test_iter_arg_data_and_scale_tiles_are_accepted (hand-written)
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
        acc0 = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for _i, (lhs_i, ls_i, acc) in pl.range(0, 1, 1, init_values=(lhs, lhs_scale, acc0)):
            acc_next = pl.matmul_mx_acc(acc, lhs_i, ls_i, rhs, rhs_scale)
            _lhs_o, _ls_o, acc_out = pl.yield_(lhs_i, ls_i, acc_next)
        stored = pl.store(acc_out, [0, 0], out)
        return stored
