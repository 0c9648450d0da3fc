import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            i = i + 1
