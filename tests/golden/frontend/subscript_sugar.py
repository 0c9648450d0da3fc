# ptoc: print
# Subscripts of tensors and tiles, from the reference's test_subscript_syntax.py:
# windows are pl.slice (an open start is 0, an open end the dimension, an index
# a window of 1), an index per dimension of a tensor is pl.tensor.read.
import pypto.language as pl


@pl.program
class Subscripts:
    @pl.function
    def main(
        self,
        A: pl.Tensor[[64, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        j: pl.Scalar[pl.INDEX],
    ) -> pl.Scalar[pl.FP32]:
        a = A[0:16, :]
        b = A[0:16, 0:32]
        c = A[32:, :]
        d = A[0:16, 0]
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(A, [0, 0], [64, 128])
        s: pl.Tile[[16, 128], pl.FP32] = t[0:16, :]
        return A[i, j]
