# ptoc: parse
# Only integer arithmetic on pl.dynamic names names a dimension.
import pypto.language as pl

NR = pl.dynamic("NR")
SCALED = NR * 1.5


@pl.program
class P:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[NR, 1], pl.FP32]:
        return a
