# ptoc: print
import pypto.language as pl

# `# type: ignore[return-value]` (or a bare `# type: ignore`) on a return, or
# above it as the reference prints it, waives the result type check as the
# reference never makes it; the comment is kept.
@pl.program
class R:
    @pl.function
    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(a, [0], [16])
        return t  # type: ignore[return-value]

    @pl.function
    def j(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(a, [0], [16])
        # type: ignore[arg-type, return-value]
        return t

    @pl.function
    def h(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.load(a, [0], [16])
        return t  # type: ignore
