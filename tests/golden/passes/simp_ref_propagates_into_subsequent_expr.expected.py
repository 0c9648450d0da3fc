import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[1], pl.INDEX]):
        pl.tensor.write(out, [0], 513)  # pyright: ignore[reportArgumentType]
