# tests/ut/codegen/test_pto_codegen_ops.py::TestSetValidShapeCodegen::test_set_validshape_on_gather_output_codegen (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[1, 2048], pl.FP32],
        valid_cols: pl.Scalar[pl.INDEX],
        dst: pl.Tensor[[1, 1024], pl.FP32],
    ) -> pl.Tensor[[1, 1024], pl.FP32]:
        src_tile: pl.Tile[[1, 2048], pl.FP32] = pl.load(src, [0, 0], [1, 2048])
        gathered: pl.Tile[[1, 1024], pl.FP32] = pl.tile.gather_mask(
            src_tile, mask_pattern=pl.tile.MaskPattern.P1010
        )
        narrowed: pl.Tile[[1, 1024], pl.FP32] = pl.tile.set_validshape(gathered, 1, valid_cols)
        return pl.store(narrowed, [0, 0], dst)
