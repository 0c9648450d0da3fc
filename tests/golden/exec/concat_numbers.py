# ptoc: run --backend 910B --in 0=iota --in 1=const:-1 --print 2 --print 3
# pl.concat in an orchestration function, run on the CPU: a new [R, C0 + C1]
# tensor with src0 in its first C0 columns and src1 in the rest.
# a [3, 4] is iota (a[r, c] = 4 r + c), b [3, 2] is all -1:
#   concat(a, b)                 -> [[0 1 2 3 -1 -1], [4 5 6 7 -1 -1], [8 9 10 11 -1 -1]]
#   concat(a[1:3, 1:4], b[0:2])  -> [[5 6 7 -1 -1], [9 10 11 -1 -1]]  (strided views)
import pypto.language as pl


@pl.program
class ConcatNumbers:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[3, 4], pl.FP32],
        b: pl.Tensor[[3, 2], pl.FP32],
        whole: pl.Out[pl.Tensor[[3, 6], pl.FP32]],
        part: pl.Out[pl.Tensor[[2, 5], pl.FP32]],
    ) -> tuple[pl.Tensor[[3, 6], pl.FP32], pl.Tensor[[2, 5], pl.FP32]]:
        c = pl.concat(a, b)
        whole = pl.assemble(whole, c, [0, 0])
        lo = pl.slice(a, [2, 3], [1, 1])
        hi = pl.slice(b, [2, 2], [0, 0])
        d = pl.concat(lo, hi)
        part = pl.assemble(part, d, [0, 0])
        return whole, part
