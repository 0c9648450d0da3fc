# ptoc: print
import pypto.language as pl

@pl.program
class Elif:
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        b: pl.Scalar[pl.INDEX] = a
        if a > 10:
            pl.system.bar_all()
        elif a > 5:
            pl.system.bar_v()
        else:
            pl.system.bar_m()
        b -= 1
        b *= 2
        return b
