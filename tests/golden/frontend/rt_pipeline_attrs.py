# ptoc: print
import pypto.language as pl

@pl.program
class Pipe:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        z: pl.Scalar[pl.INDEX] = 0
        for i, (a, b) in pl.pipeline(0, n, 1, stage=2, init_values=(z, n), attrs={"unroll": 2}):
            if i == 3:
                break
            if i == 1:
                continue
            ra, rb = pl.yield_(a + i, b - 1)
        return ra
