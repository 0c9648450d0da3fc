# tests/ut/language/parser/test_op_validation.py::TestWrapperErrorsThroughParser::test_unknown_pl_op_clean_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def main(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.does_not_exist(x)  # type: ignore[attr-defined]
    return result
