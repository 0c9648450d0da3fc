# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0PredicatedAcc::test_predicated_matmul_acc_uses_one_acc_buffer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 2048], pl.BF16],
        rhs: pl.Tensor[[2048, 64], pl.BF16],
        first_k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [2048, 64], target_memory=pl.Mem.Mat)
        # InCore parameters must be TensorType, so the accumulator is
        # created here rather than passed in.
        acc = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        c = pl.tile.matmul_acc(acc, lhs_mat, rhs_mat, init_cond=(first_k == 0))
        out = pl.store(c, [0, 0], out)
        return out
