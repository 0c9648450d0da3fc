# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestVecExtractPlacement::test_extract_stays_in_the_split_aiv_region_that_defines_the_slice (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores: pl.Tensor[[16, 256], pl.FP32],
        meta: pl.Tensor[[4, 256], pl.FP32],
        row_off: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec
        )
        meta_t: pl.Tile[[4, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            meta, [0, 0], [4, 256], target_memory=pl.Mem.Vec
        )
        for _lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            coeff_ext: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.extract(
                meta_t, row_off, 0, shape=[1, 256], target_memory=pl.Mem.Vec
            )
        for _aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            scaled: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(local, coeff_ext)
            out = pl.store(scaled, [0, 0], out)
        return out
