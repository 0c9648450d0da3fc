import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            pl.tensor.write(out, [i], i)
