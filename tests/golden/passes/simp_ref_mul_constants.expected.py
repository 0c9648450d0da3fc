import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(12, pl.INDEX)
