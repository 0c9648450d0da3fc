# ptoc: print
import pypto.language as pl

@pl.program(strict_ssa=False)
class Statements:
    """A docstring is kept as a statement."""
    @pl.function
    def helper(self, x: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        """Doubles x."""
        return x * 2
    @pl.function(strict_ssa=False)
    def main(self, n: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        pass
        pl.const(0, pl.INT64)
        self.helper(n)
        acc: pl.Scalar[pl.INT32] = 0
        for i in pl.range(10):
            # the loop updates an outer name without iter args
            acc = acc + n
            if acc > 100:
                break
            if acc < 0:
                continue
        if n > 0:
            acc = acc + 1
        else:
            acc = acc - 1
        while acc > 5:
            acc = acc - 5
        nb: pl.Scalar[pl.INDEX] = pl.FP16.get_byte()
        return acc
