# tests/ut/language/parser/test_text_parser.py::TestExecErrorDiagnostics::test_exec_error_column_points_at_non_ascii_attribute (rejected by the reference parser)
import pypto.language as pl


@pl.function(type=pl.FunctionType.Bad_é_Type)
def bad(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    return x
