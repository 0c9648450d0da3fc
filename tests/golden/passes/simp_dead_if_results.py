# ptoc: opt --backend 910B --passes=simplify
# unused if results go with the yields feeding them, and so does what only fed those: r2 is
# unused, so q (yielded only into r2) and then r1 (yielded only into q) go too; what stays
# of the ifs is their conditions
@pl.program
class Before:
    @pl.function
    def main(self, c: pl.Scalar[pl.BOOL], d: pl.Scalar[pl.BOOL], a: pl.Scalar[pl.INDEX], out: pl.Tensor[[4], pl.INDEX]):
        if c:
            r1: pl.Scalar[pl.INDEX] = pl.yield_(a + 1)
        else:
            r1: pl.Scalar[pl.INDEX] = pl.yield_(a + 2)
        if d:
            if c:
                q: pl.Scalar[pl.INDEX] = pl.yield_(r1)
            else:
                q: pl.Scalar[pl.INDEX] = pl.yield_(a)
            r2: pl.Scalar[pl.INDEX] = pl.yield_(q)
        else:
            r2: pl.Scalar[pl.INDEX] = pl.yield_(a)
        pl.tensor.write(out, [0], a)
