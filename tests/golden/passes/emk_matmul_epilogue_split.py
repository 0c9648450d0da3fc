# ptoc: opt --backend 910B --passes=expand_mixed_kernel
# a matmul and its vector epilogue in one function: split into AIC (matmul, tpush) + AIV (tpop, epilogue, tfree after the last use, store) + the Group calling both; the Vector side reserves the two-slot c2v buffer, the Cube side imports it
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        xt: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        e: pl.Tile[[16, 32], pl.FP32] = pl.exp(v)
        u: pl.Tile[[16, 32], pl.FP32] = pl.add(e, v)
        w: pl.Tile[[16, 32], pl.FP32] = pl.add(u, xt)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(w, [0, 0], out)
        return o
