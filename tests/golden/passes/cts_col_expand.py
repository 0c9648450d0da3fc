# ptoc: opt --passes=canonicalize_tile_slice
# The reference's TestSliceIntoColExpand cases: tile.col_expand_* copies a slice operand into
# the slice's own buffer, inside its live source; a dynamic offset or a window that is neither
# one row nor every column would overwrite the source, so the operand becomes a Vec extract.
# Identity copies stay views: offset [0, 0] over the whole tile, a single row at [5, 0], every
# column at [16, 0].
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def dynamic_row_mul(self, scores: pl.Tensor[[16, 256], pl.FP32], gamma: pl.Tensor[[1, 256], pl.FP32], row_off: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 256], target_memory=pl.Mem.Vec)
        row: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 256], [row_off, 0])
        scaled: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(row, gamma_t)
        out_1: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def dynamic_row_add(self, scores: pl.Tensor[[16, 256], pl.FP32], gamma: pl.Tensor[[1, 256], pl.FP32], row_off: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 256], target_memory=pl.Mem.Vec)
        row: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 256], [row_off, 0])
        scaled: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(row, gamma_t)
        out_1: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def column_window(self, x: pl.Tensor[[16, 128], pl.FP32], gamma: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 64], target_memory=pl.Mem.Vec)
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [0, 64])
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, gamma_t)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def whole_tile(self, scores: pl.Tensor[[16, 256], pl.FP32], gamma: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 256], target_memory=pl.Mem.Vec)
        view: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 256], [0, 0])
        scaled: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(view, gamma_t)
        out_1: pl.Tensor[[16, 256], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def single_row(self, scores: pl.Tensor[[16, 256], pl.FP32], gamma: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 256], target_memory=pl.Mem.Vec)
        row: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 256], [5, 0])
        scaled: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(row, gamma_t)
        out_1: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def full_width_rows(self, x: pl.Tensor[[32, 64], pl.FP32], gamma: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], target_memory=pl.Mem.Vec)
        gamma_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, 0], [1, 64], target_memory=pl.Mem.Vec)
        rows: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [16, 0])
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(rows, gamma_t)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def two_consumers(self, x: pl.Tensor[[8, 128], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        q: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 128], target_memory=pl.Mem.Vec)
        c_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [1, 64], target_memory=pl.Mem.Vec)
        hi: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(q, [8, 64], [0, 64])
        t0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, c_t)
        t1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(hi, c_t)
        s: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t0, t1)
        out_1: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out_1
