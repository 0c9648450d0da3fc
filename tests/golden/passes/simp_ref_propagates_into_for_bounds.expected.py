import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        for _i in pl.range(0, 1024, 512):
            pass
