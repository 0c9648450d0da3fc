# tests/ut/codegen/test_pto_codegen_ops.py::TestSetValidShapeCodegen::test_set_validshape_updates_source_tile_and_aliases_result (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[32, 32], pl.FP32],
        valid_rows: pl.Scalar[pl.INDEX],
        valid_cols: pl.Scalar[pl.INDEX],
        dst: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        src_tile: pl.Tile[[32, 32], pl.FP32] = pl.load(src, [0, 0], [32, 32])
        narrowed: pl.Tile[[32, 32], pl.FP32] = pl.tile.set_validshape(
            src_tile, valid_rows, valid_cols
        )
        return pl.store(narrowed, [0, 0], dst)
