# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_a_narrowed_valid_shape_drives_the_gap_check (hand-written)
import pypto.language as pl

rows = 65552
tile_rows = 32
valid_rows = 16


@pl.program
class NarrowedValidShape:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.INT8],
        w: pl.Tensor[[rows, 64], pl.INT8, pl.NZ],
        out: pl.Tensor[[64, tile_rows], pl.INT32],
    ):
        xt = pl.load(x, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        wt = pl.load(w, [0, 0], [tile_rows, 64], valid_shape=[valid_rows, 64], target_memory=pl.Mem.Mat)
        acc = pl.matmul(xt, pl.tile.transpose_view(wt), out_dtype=pl.INT32)
        pl.store(acc, [0, 0], out)
        return out
