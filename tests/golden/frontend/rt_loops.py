# ptoc: print
import pypto.language as pl

@pl.program
class Loops:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        s: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            pl.system.bar_all()
        for i2 in pl.range(1, 8):
            pl.system.bar_v()
        for i3 in pl.range(0, n, 2):
            pl.system.bar_m()
        for i4 in pl.parallel(0, 8, 2):
            pl.system.bar_all()
        for i5 in pl.unroll(4):
            pl.system.bar_all()
        for i6, (acc,) in pl.range(n, init_values=(s,)):
            acc2: pl.Scalar[pl.INDEX] = acc + i6
            r: pl.Scalar[pl.INDEX] = pl.yield_(acc2)
        return r
