# ptoc: print
import pypto.language as pl

# a comment before the program is dropped
@pl.program
class Commented:
    @pl.function
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        # first statement
        # second line
        y: pl.Scalar[pl.INDEX] = x + 1  # a trailing comment leads its statement
        for i in pl.range(2):
            # inside a loop
            pl.system.bar_all()
        return y
