# ptoc: opt --passes=canonicalize_tile_slice
# Vec slices carried into loops: column 8 of a row-major [16, 16] tile (32-byte
# aligned, but its elements 16 apart) becomes a tile.extract before its loop,
# since the loop's yields are written to the carried buffer back to back; rows
# 4..7 of the same tile (every column: contiguous) stay a view.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        out2: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[4, 16], pl.FP32]]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [16, 1], [0, 8])
        for i, (c,) in pl.range(2, init_values=(col,)):
            n: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c, 2.0)
            o = pl.yield_(n)
        rows: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 16], [4, 0])
        for j, (d,) in pl.range(2, init_values=(rows,)):
            m: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(d, 2.0)
            p = pl.yield_(m)
        r1 = pl.store(o, [0, 0], out)
        r2 = pl.store(p, [0, 0], out2)
        return r1, r2
