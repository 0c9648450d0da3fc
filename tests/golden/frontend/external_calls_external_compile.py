# ptoc: compile --backend 950
# An external function's call of another external function leaves that one out of the program (as in the reference): compiling the call is an error at it
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
