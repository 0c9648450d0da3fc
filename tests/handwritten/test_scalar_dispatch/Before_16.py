# tests/ut/language/parser/test_scalar_dispatch.py::TestScalarFloorDivTruediv::test_scalar_rtruediv (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        config: pl.Tensor[[1], pl.FP32],
        out: pl.Tensor[[2, 16, 128], pl.FP32],
    ) -> pl.Tensor[[2, 16, 128], pl.FP32]:
        a: pl.Scalar[pl.FP32] = pl.tensor.read(config, [0])
        c: pl.Scalar[pl.FP32] = 100.0 / a
        _ = c
        return out
