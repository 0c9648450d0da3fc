import pypto.language as pl


@pl.program
class Explicit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        out = pl.assemble(out, pl.add(a, b), [0, 0])
        return out

    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            top = pl.slice(a, [64, 128], [0, 0])
            out = pl.assemble(out, top, [64, 0])
        return out
