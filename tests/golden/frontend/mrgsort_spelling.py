# ptoc: print
# pl.tile.mrgsort(src, block_len=N) is tile.mrgsort_format1 (test_pto_codegen_ops).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[1, 256], pl.FP32], idx: pl.Tensor[[1, 256], pl.UINT32]) -> pl.Tensor[[1, 256], pl.FP32]:
        src_tile: pl.Tile[[1, 256], pl.FP32] = pl.load(src, [0, 0], [1, 256])
        idx_tile: pl.Tile[[1, 256], pl.UINT32] = pl.load(idx, [0, 0], [1, 256])
        sorted_tile: pl.Tile[[1, 512], pl.FP32] = pl.tile.sort32(src_tile, idx_tile)
        merged: pl.Tile[[1, 512], pl.FP32] = pl.tile.mrgsort(sorted_tile, block_len=64)
        vals: pl.Tile[[1, 256], pl.FP32] = pl.tile.gather_mask(merged, mask_pattern=pl.tile.MaskPattern.P0101)
        return pl.store(vals, [0, 0], src)
