import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self, x: pld.DistributedTensor[[4, 8], pl.FP32]):
        _viewed = pl.tensor.view(x, [4, 8])
