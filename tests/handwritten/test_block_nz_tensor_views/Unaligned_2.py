# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_unaligned_cols (hand-written)
import pypto.language as pl


@pl.program
class Unaligned:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[64, 400], pl.INT8],
        w: pl.Tensor[[256, 400], pl.INT8, pl.NZ],
        out: pl.Tensor[[64, 256], pl.INT32],
    ):
        xt = pl.load(x, [0, 0], [64, 400], target_memory=pl.Mem.Mat)
        wt = pl.load(w, [0, 0], [256, 400], target_memory=pl.Mem.Mat)
        acc = pl.matmul(xt, pl.tile.transpose_view(wt), out_dtype=pl.INT32)
        pl.store(acc, [0, 0], out)
        return out
