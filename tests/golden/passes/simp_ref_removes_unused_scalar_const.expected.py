import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        pass
