# tests/ut/ir/transforms/test_fold_fixpipe_acc_epilogue.py::TestDeclines::test_unsupported_dtype_pair_is_declined (hand-written)
import pypto.language as pl

M = 128
N = 128
K = 64
SCALE = 1.0 / 1024


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, K], pl.FP16],
        b: pl.Tensor[[K, N], pl.FP16],
        out: pl.Out[pl.Tensor[[M, N], pl.FP16]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        a_mat = pl.tile.load(a, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        b_mat = pl.tile.load(b, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        acc = pl.tile.matmul(
            pl.tile.move(a_mat, target_memory=pl.Mem.Left),
            pl.tile.move(b_mat, target_memory=pl.Mem.Right),
        )
        s = pl.tile.muls(acc, SCALE)
        h = pl.tile.cast(s, pl.FP16, mode="rint", saturation_mode="on")
        t = pl.tile.store(h, [0, 0], out)
        return t
