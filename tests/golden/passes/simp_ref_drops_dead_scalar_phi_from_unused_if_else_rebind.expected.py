import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        if cond:
            t1_0: pl.Scalar[pl.INDEX] = 1
            pl.tensor.write(out, [0], t1_0)
        else:
            t1_1: pl.Scalar[pl.INDEX] = 2
            pl.tensor.write(out, [0], t1_1)
