# tests/ut/ir/transforms/test_fold_fixpipe_acc_epilogue.py::TestDeclines::test_a_second_reader_of_an_intermediate_is_declined (hand-written)
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
        k: pl.Tensor[[M, K], pl.INT8],
        q: pl.Tensor[[N, K], pl.INT8],
        out: pl.Out[pl.Tensor[[M, N], pl.FP16]],
        aux: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        k_mat = pl.tile.load(k, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        q_mat = pl.tile.load(q, [0, 0], [N, K], target_memory=pl.Mem.Mat)
        acc = pl.tile.matmul(
            pl.tile.move(k_mat, target_memory=pl.Mem.Left),
            pl.tile.move(pl.tile.transpose_view(q_mat), target_memory=pl.Mem.Right),
        )
        f = pl.tile.cast(acc, pl.FP32, mode="rint")
        s = pl.tile.muls(f, SCALE)
        h = pl.tile.cast(s, pl.FP16, mode="rint", saturation_mode="on")
        # `s` is read a second time, so it cannot be folded away.
        pl.tile.store(s, [0, 0], aux)
        t = pl.tile.store(h, [0, 0], out)
        return t
