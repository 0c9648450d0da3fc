# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(20, pl.INDEX)
