# ptoc: opt --backend 910B --passes=init_mem_ref
# reference test_declared_memref.py, test_rejects_mixed_memory_space: one declared allocation
# lives in one memory space.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        vec: pl.Tile[[64, 64], pl.FP16, pl.MemRef("shared"), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef("shared"), pl.Mem.Mat] = pl.tile.move(vec, target_memory=pl.Mem.Mat)
        back: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(mat, target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64, 64], pl.FP16] = pl.tile.store(back, [0, 0], out)
        return r
