# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestSliceIntoColExpand::test_dynamic_offset_vec_slice_into_col_expand_mul_materialized (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores: pl.Tensor[[16, 256], pl.FP32],
        gamma: pl.Tensor[[1, 256], pl.FP32],
        row_off: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 256], pl.FP32]],
    ) -> pl.Tensor[[1, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec
        )
        gamma_t: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            gamma, [0, 0], [1, 256], target_memory=pl.Mem.Vec
        )
        row: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 256], [row_off, 0])
        scaled: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(row, gamma_t)
        out = pl.store(scaled, [0, 0], out)
        return out
