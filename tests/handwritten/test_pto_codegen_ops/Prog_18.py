# tests/ut/codegen/test_pto_codegen_ops.py::TestMrgSortCodegen::test_mrgsort_format1_variable_block_len (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[1, 256], pl.FP32],
        idx: pl.Tensor[[1, 256], pl.UINT32],
        block_len: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 256], pl.FP32]:
        src_tile: pl.Tile[[1, 256], pl.FP32] = pl.load(src, [0, 0], [1, 256])
        idx_tile: pl.Tile[[1, 256], pl.UINT32] = pl.load(idx, [0, 0], [1, 256])
        sorted_tile: pl.Tile[[1, 512], pl.FP32] = pl.tile.sort32(src_tile, idx_tile)
        merged: pl.Tile[[1, 512], pl.FP32] = pl.tile.mrgsort(sorted_tile, block_len=block_len)
        vals: pl.Tile[[1, 256], pl.FP32] = pl.tile.gather_mask(
            merged, mask_pattern=pl.tile.MaskPattern.P0101
        )
        return pl.store(vals, [0, 0], src)
