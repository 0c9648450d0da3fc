# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_unaligned_slice_offset (hand-written)
import pypto.language as pl


@pl.program
class BadOffset:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[64, 1024], pl.INT8],
        w: pl.Tensor[[512, 1024], pl.INT8, pl.NZ],
        out: pl.Tensor[[64, 256], pl.INT32],
    ):
        xt = pl.load(x, [0, 0], [64, 512], target_memory=pl.Mem.Mat)
        # 8 is not a multiple of the 16-row fractal.
        wt = pl.load(w, [8, 0], [256, 512], target_memory=pl.Mem.Mat)
        acc = pl.matmul(xt, pl.tile.transpose_view(wt), out_dtype=pl.INT32)
        pl.store(acc, [0, 0], out)
        return out
