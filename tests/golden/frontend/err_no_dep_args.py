# ptoc: parse
# pl.at(no_dep_args=...) takes distinct bare names, as the reference requires.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[x, x]):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
