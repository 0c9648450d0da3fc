# ptoc: parse
import pypto.language as pl

# A returned value must have the declared result type; a `type: ignore`
# comment for another code does not waive that.  A tensor of the result's
# shape may differ in dtype (the reference takes it); one of another shape
# may not.
@pl.program
class R:
    @pl.function
    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(a, [0], [16])
        return t

    @pl.function
    def j(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(a, [0], [16])
        return t  # type: ignore[arg-type]

    @pl.function
    def m(self, a: pl.Tensor[[64], pl.FP16]) -> pl.Tensor[[64], pl.FP32]:
        return a

    @pl.function
    def n(self, a: pl.Tensor[[64], pl.FP16]) -> pl.Tensor[[32], pl.FP32]:
        return a
