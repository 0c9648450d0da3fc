# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        z: pl.Scalar[pl.INDEX] = 0
        for i, (a,) in pl.range(n, init_values=(z,)):
            r = pl.yield_(a + i)
            pl.system.bar_all()
        return r
