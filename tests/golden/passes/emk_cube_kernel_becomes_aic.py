# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# a matmul whose tiles live in Mat, Left, Right and Acc (cube-core memories): the InCore function is retyped to AIC
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ma: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        mb: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.move(ma, target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.move(mb, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(c, [0, 0], out)
        return o
