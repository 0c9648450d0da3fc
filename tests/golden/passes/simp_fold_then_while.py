# ptoc: opt --passes=simplify
# A loop of one trip folds into its body; the while after it starts from the
# folded result, not from the loop's (now undefined) return var.
import pypto.language as pl

@pl.program
class FoldThenWhile:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k, (a,) in pl.range(0, 1, 1, init_values=(n,)):
            b: pl.Scalar[pl.INDEX] = a + 1
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        for (i,) in pl.while_(init_values=(r,)):
            pl.cond(i < 10)
            j: pl.Scalar[pl.INDEX] = i + 1
            w: pl.Scalar[pl.INDEX] = pl.yield_(j)
        return w
