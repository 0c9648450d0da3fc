# ptoc: run --in 0=iota --in 1=const:0.5 --scalar 2=1 --print 3
# An if whose branches each yield a matmul result moved to Vec: on the Cube + Vector split
# each move is a pipe pop, freed at the end of its branch, so the if result is a copy of
# the popped tile in a buffer of its own (the pop alone left the result's buffer
# unwritten: out was 1 everywhere).  a[r][c] = 16r + c, b = 0.5 and n = 1: the taken
# branch gives a @ b = 128r + 60 in every column, and out = that + 1 = 128r + 61 (row 0:
# 61, row 1: 189); the other branch would give b @ b + 1 = 5.
import pypto.language as pl


@pl.program
class IfYieldsPop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        ta = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        tb = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        rb = pl.move(tb, target_memory=pl.MemorySpace.Right)
        if n > 0:
            la = pl.move(ta, target_memory=pl.MemorySpace.Left)
            y = pl.move(pl.matmul(la, rb), target_memory=pl.MemorySpace.Vec)
        else:
            lb = pl.move(tb, target_memory=pl.MemorySpace.Left)
            y = pl.move(pl.matmul(lb, rb), target_memory=pl.MemorySpace.Vec)
        z = pl.add(y, 1.0)
        out = pl.store(z, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = self.kernel(a, b, n, out)
        return out
