# ptoc: opt --passes=canonicalize_tile_slice
# The reference's TestUnalignedVecSlice cases: a Vec slice whose start address is not provably
# 32-byte aligned becomes a Vec tile.extract where it is used (a call operand, the value of a
# plain alias, a loop's initial value, a yielded value); aligned ones stay zero-copy views:
# column 8 of FP32, a dynamic row of 8-column FP32 rows, a row offset held in a constant
# scalar (16 is aligned, 1 is not), a dynamic INT32 column known to be a multiple of 32.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def unaligned_column(self, x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 1])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head, 0.5)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def aligned_column(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 8])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head, 0.5)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def dynamic_row_aligned_stride(self, x: pl.Tensor[[32, 8], pl.FP32], row_off: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        local: pl.Tile[[32, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 8], target_memory=pl.Mem.Vec)
        item: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 1], [row_off, 0])
        scaled: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(item, 0.5)
        out_1: pl.Tensor[[1, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def constant_row_aligned(self, x: pl.Tensor[[32, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 1], target_memory=pl.Mem.Vec)
        row_off: pl.Scalar[pl.INDEX] = 16
        tail: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [row_off, 0])
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(tail, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def constant_row_unaligned(self, x: pl.Tensor[[17, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[17, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [17, 1], target_memory=pl.Mem.Vec)
        row_off: pl.Scalar[pl.INDEX] = 1
        tail: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [row_off, 0])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(tail, 0.5)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def dynamic_column_known_multiple(self, x: pl.Tensor[[16, 64], pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]], block_idx: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 64], pl.INT32]:
        local: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Vec)
        block_base: pl.Scalar[pl.INDEX] = block_idx * 16
        col_off: pl.Scalar[pl.INDEX] = block_base * 2
        half: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.slice(local, [16, 32], [0, col_off])
        out_1: pl.Tensor[[16, 64], pl.INT32] = pl.tile.store(half, [0, col_off], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def dynamic_column(self, x: pl.Tensor[[16, 8], pl.FP32], col_off: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, col_off])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head, 0.5)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def plain_alias(self, x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 1])
        head_alias: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = head
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head_alias, 0.5)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def loop_initializer(self, x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 1])
        for i, (carried,) in pl.range(1, init_values=(head,)):
            scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(carried, 0.5)
            result: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(scaled)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(result, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def loop_yield(self, x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        seed: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (carried,) in pl.range(1, init_values=(seed,)):
            head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 1])
            result: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(head)
        out_1: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(result, [0, 0], out)
        return out_1
