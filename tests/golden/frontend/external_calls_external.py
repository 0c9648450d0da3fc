# ptoc: print
# An external function that calls another by name: the reference parses each @pl.function on its own, so the one a program method calls joins the program and the one it calls does not
# print-reparse: skip (the program calls a function it does not hold, so its printed text does not parse on its own)
import pypto.language as pl


@pl.function
def inner(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.function
def outer(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = inner(x)
    return result


@pl.program
class Chain:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = outer(x)
        return result
