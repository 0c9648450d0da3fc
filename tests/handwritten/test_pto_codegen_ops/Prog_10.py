# tests/ut/codegen/test_pto_codegen_ops.py::TestTileSliceCodegen::test_tile_slice_codegen_with_valid_shape (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[32, 32], pl.FP32],
        valid_cols: pl.Scalar[pl.INDEX],
        dst: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        src_tile: pl.Tile[[32, 32], pl.FP32] = pl.load(src, [0, 0], [32, 32])
        sliced: pl.Tile[[16, 16], pl.FP32] = pl.tile.slice(
            src_tile, [16, 16], [0, 0], valid_shape=[16, valid_cols]
        )
        return pl.store(sliced, [0, 0], dst)
