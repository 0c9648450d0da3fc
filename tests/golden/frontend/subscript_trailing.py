# ptoc: equal {} {dir}/subscript_trailing_b.py
# A subscript with fewer items than the rank, all of them slices, takes the
# axes left out whole: `out[:] = v` writes all of out (pl.assemble at
# offset 0), `out[64:128] = v` the rows 64..127, `a[0:32]` reads rows 0..31
# (the reference's documentation pages write kernels this way).
import pypto.language as pl


@pl.program
class Trailing:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        out[:] = pl.add(a, b)
        return out

    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            top = a[0:64]
            out[64:128] = top
        return out
