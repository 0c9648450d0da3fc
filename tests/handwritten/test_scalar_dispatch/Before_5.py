# tests/ut/language/parser/test_scalar_dispatch.py::TestScalarCast::test_scalar_cast_multiple_dtypes (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        config: pl.Tensor[[2], pl.INT32],
        out: pl.Tensor[[2, 16, 128], pl.FP32],
    ) -> pl.Tensor[[2, 16, 128], pl.FP32]:
        a: pl.Scalar[pl.INT32] = pl.tensor.read(config, [0])
        b: pl.Scalar[pl.INDEX] = pl.cast(a, pl.INDEX)
        c: pl.Scalar[pl.INT64] = pl.cast(a, pl.INT64)
        _ = b + c
        return out
