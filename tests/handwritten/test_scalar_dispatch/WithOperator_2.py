# tests/ut/language/parser/test_scalar_dispatch.py::TestScalarFloorDivTruediv::test_truediv_operator_matches_ir (hand-written)
import pypto.language as pl


@pl.program
class WithOperator:
    @pl.function
    def main(
        self,
        config: pl.Tensor[[2], pl.FP32],
        out: pl.Tensor[[2, 16, 128], pl.FP32],
    ) -> pl.Tensor[[2, 16, 128], pl.FP32]:
        a: pl.Scalar[pl.FP32] = pl.tensor.read(config, [0])
        b: pl.Scalar[pl.FP32] = pl.tensor.read(config, [1])
        c: pl.Scalar[pl.FP32] = a / b
        _ = c
        return out
