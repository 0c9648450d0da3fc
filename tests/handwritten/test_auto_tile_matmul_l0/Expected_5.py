# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0PredicatedAcc::test_predicated_matmul_acc_k_tiled_composes_predicate (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 2048], pl.BF16],
        rhs: pl.Tensor[[2048, 64], pl.BF16],
        acc_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc],
        first_k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [16, 2048], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        # Iter-arg init is the caller's acc_init, exactly as for the
        # unpredicated 3-operand spelling — only the call gains a 4th
        # operand.
        for ko, (c_iter,) in pl.pipeline(0, 2048, 256, init_values=(acc_init,), stage=2):
            sa: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 0, ko, shape=[16, 256], target_memory=pl.Mem.Left
            )
            sb: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko, 0, shape=[256, 64], target_memory=pl.Mem.Right
            )
            c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c_iter, sa, sb, first_k == 0 and ko == 0
            )
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_acc)
        out = pl.store(c, [0, 0], out)
        return out
