# tests/ut/language/parser/test_op_validation.py::TestWrapperErrorsThroughParser::test_pl_exp_on_scalar_emits_python_operators_hint (rejected by the reference parser)
import pypto.language as pl


@pl.function
def main(
    config: pl.Tensor[[1], pl.FP32],
    out: pl.Tensor[[1], pl.FP32],
) -> pl.Tensor[[1], pl.FP32]:
    a: pl.Scalar[pl.FP32] = pl.tensor.read(config, [0])
    _ = pl.exp(a)  # pyright: ignore[reportArgumentType]
    return out
