# tests/ut/language/parser/test_op_validation.py::TestWrapperErrorsThroughParser::test_invalid_value_in_wrapper_names_op (rejected by the reference parser)
import pypto.language as pl


@pl.function
def main(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.BF16]:
    result: pl.Tensor[[64], pl.BF16] = pl.tensor.cast(
        x,
        target_type=pl.BF16,
        mode="bogus_mode",  # type: ignore[arg-type]
    )
    return result
