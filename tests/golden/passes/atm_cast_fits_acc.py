# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# A chained (a @ b) @ e whose [128, 128] FP32 intermediate fits Acc: its
# rounding cast to BF16, read only as a matmul operand, becomes one
# full-window Acc -> Mat assemble into a BF16 Mat scratch (no M/N grid), so
# the narrowing stays on the cube and the second matmul extracts from Mat.
# Shapes of the reference's fits-L0c examples (full K 64, split K 512); a
# `round` cast (not rint) and a cast also read by a store keep the Vec cast.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def full_k(a: pl.Tensor[[128, 64], pl.BF16], b: pl.Tensor[[64, 128], pl.BF16], e: pl.Tensor[[128, 64], pl.BF16],
               out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        am: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(am, bm)
        cb: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c, target_type=pl.BF16, mode='rint')
        em: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(e, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        d: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb, em)
        out1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out1

    @pl.function(type=pl.FunctionType.InCore)
    def split_k(a: pl.Tensor[[128, 512], pl.BF16], b: pl.Tensor[[512, 128], pl.BF16], e: pl.Tensor[[128, 64], pl.BF16],
                out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        am: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[512, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(am, bm)
        cb: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c, target_type=pl.BF16, mode='rint')
        em: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(e, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        d: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb, em)
        out1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out1

    @pl.function(type=pl.FunctionType.InCore)
    def kept(a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], e: pl.Tensor[[64, 64], pl.BF16],
             out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> pl.Tensor[[64, 64], pl.FP32]:
        am: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(am, bm)
        cr: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c, target_type=pl.BF16, mode='round')
        cs: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c, target_type=pl.BF16, mode='rint')
        em: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(e, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cr, em)
        d2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(d, cs, em)
        o3: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(cs, [0, 0], o2)
        out1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(d2, [0, 0], out)
        return out1
