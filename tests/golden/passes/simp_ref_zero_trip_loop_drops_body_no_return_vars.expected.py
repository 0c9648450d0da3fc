import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self):
        pass
