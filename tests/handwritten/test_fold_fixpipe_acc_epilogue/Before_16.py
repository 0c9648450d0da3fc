# tests/ut/ir/transforms/test_fold_fixpipe_acc_epilogue.py::TestDeclines::test_an_epilogue_already_on_the_store_is_left_alone (hand-written)
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
    ) -> pl.Tensor[[M, N], pl.FP16]:
        k_mat = pl.tile.load(k, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        q_mat = pl.tile.load(q, [0, 0], [N, K], target_memory=pl.Mem.Mat)
        acc = pl.tile.matmul(
            pl.tile.move(k_mat, target_memory=pl.Mem.Left),
            pl.tile.move(pl.tile.transpose_view(q_mat), target_memory=pl.Mem.Right),
        )
        r = pl.tile.maximums(acc, 0.0)
        h = pl.tile.cast(r, pl.FP16, mode="rint", saturation_mode="on")
        t = pl.tile.store(h, [0, 0], out, pre_quant=SCALE)
        return t
