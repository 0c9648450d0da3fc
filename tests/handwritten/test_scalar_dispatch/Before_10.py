# tests/ut/language/parser/test_scalar_dispatch.py::TestScalarArithmetic::test_scalar_sub (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        config: pl.Tensor[[2], pl.INT64],
        out: pl.Tensor[[2, 16, 128], pl.FP32],
    ) -> pl.Tensor[[2, 16, 128], pl.FP32]:
        a: pl.Scalar[pl.INT64] = pl.tensor.read(config, [0])
        b: pl.Scalar[pl.INT64] = pl.tensor.read(config, [1])
        c: pl.Scalar[pl.INT64] = pl.sub(a, b)
        _ = c + 1
        return out
