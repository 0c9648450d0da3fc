# ptoc: opt --backend 910B --passes=simplify
# an else branch assumes the negation of its condition in normal form: `!(n < 4)` is `4 <= n`,
# so max(n, 2) is n there (and min(n, 8) is n in the then branch); `!(m != 4)` is `m == 4`, so
# min(m, 7) is m there; `!(k == 4)` is `k != 4`, which bounds nothing, so max(k, 2) stays
@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], m: pl.Scalar[pl.INT64], k: pl.Scalar[pl.INT64], out: pl.Tensor[[8], pl.INT64]):
        if n < 4:
            pl.tensor.write(out, [0], pl.min(n, 8))
        else:
            pl.tensor.write(out, [1], pl.max(n, 2))
        if m != 4:
            pl.tensor.write(out, [2], pl.max(m, 2))
        else:
            pl.tensor.write(out, [3], pl.min(m, 7))
        if k == 4:
            pl.tensor.write(out, [4], k)
        else:
            pl.tensor.write(out, [5], pl.max(k, 2))
