# ptoc: print
# Expression statements (the reference's EvalStmt) print as the expression
# alone, as in its pass test vectors: a constant, an op call with no result,
# a call of another function of the program, and a tuple get (printed as the
# reference prints a TupleGetItemExpr, `_submit_tmp[0]`).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Tensor[[1], pl.INDEX], n: pl.Scalar[pl.INDEX]):
        pl.const(0, pl.INT64)
        pl.tensor.write(out, [0], 513)
        self.helper(x)
        t: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]] = self.pair(n)
        t[0]

    @pl.function
    def helper(self, x: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 16], pl.FP32]:
        return x

    @pl.function
    def pair(self, n: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        return n, n
