# ptoc: print
# Before InferTileMemorySpace a matmul's operands may still sit in Mat (where
# a tensor operand is bridged to) and a vector op may take a matmul's Acc
# result: that pass moves them into Left / Right / Vec (MEM_FEED in vocab.def).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        bm = pl.load(b, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        acc = pl.tile.matmul(am, bm)
        v = pl.load(a, [0, 0], [16, 16])
        s = pl.tile.add(v, acc)
        c2 = pl.store(s, [0, 0], c)
        return c2
