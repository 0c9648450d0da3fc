# ptoc: parse
# What the reference's test_subscript_syntax.py rejects: a step, a count of
# indices other than the rank, a tile element read.
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, A: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        a = A[0:16:2, :]
        b = A[0]
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(A, [0, 0], [64, 128])
        c = t[0, 0]
        A[0, 0] = 1.0
        return A
