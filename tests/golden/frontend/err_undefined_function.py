# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[8, 8], pl.FP32]) -> pl.Tensor[[8, 8], pl.FP32]:
        r: pl.Tensor[[8, 8], pl.FP32] = self.missing(a)
        return r
