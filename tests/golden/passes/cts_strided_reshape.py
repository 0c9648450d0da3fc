# ptoc: opt --passes=canonicalize_tile_slice
# A tile.reshape views its operand's elements back to back: rows 0..3,
# columns 0..7 of a row-major [16, 16] tile (16 apart row to row) become a
# tile.extract first; rows 4..7 (every column: contiguous) stay a view.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        out2: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 32], pl.FP32], pl.Tensor[[1, 64], pl.FP32]]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        w: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 8], [0, 0])
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(w, [1, 32])
        rows: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 16], [4, 0])
        g: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rows, [1, 64])
        r1 = pl.store(f, [0, 0], out)
        r2 = pl.store(g, [0, 0], out2)
        return r1, r2
