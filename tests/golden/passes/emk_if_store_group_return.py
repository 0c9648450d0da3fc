# ptoc: opt --backend 910B --passes=expand_mixed_kernel
# the epilogue stores into `out` on one branch and passes `out` through on the other: the if result is a version of `out` (return lineage), so the Group returns `out`
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], c: pl.Scalar[pl.INT32]) -> pl.Tensor[[16, 32], pl.FP32]:
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 32], pl.FP32] = pl.exp(v)
        if c == 0:
            o: pl.Tensor[[16, 32], pl.FP32] = pl.store(e, [0, 0], out)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o)
        else:
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(out)
        return r
