# tests/ut/codegen/test_pto_codegen_ops.py::TestTileSliceCodegen::test_tile_slice_multiple_slices_have_correct_types (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[1, 512], pl.FP32],
        dst: pl.Tensor[[4, 128], pl.FP32],
    ) -> pl.Tensor[[4, 128], pl.FP32]:
        tile_a: pl.Tile[[1, 512], pl.FP32] = pl.load(src, [0, 0], [1, 512])
        reshaped: pl.Tile[[4, 128], pl.FP32] = pl.tile.reshape(tile_a, [4, 128])
        lo: pl.Tile[[4, 64], pl.FP32] = pl.tile.slice(reshaped, [4, 64], [0, 0])
        hi: pl.Tile[[4, 64], pl.FP32] = pl.tile.slice(reshaped, [4, 64], [0, 64])
        combined: pl.Tile[[4, 128], pl.FP32] = pl.tile.concat(lo, hi)
        return pl.store(combined, [0, 0], dst)
