# tests/ut/language/parser/test_text_parser.py::TestExecErrorDiagnostics::test_exec_runtime_error_becomes_parser_syntax_error (rejected by the reference parser)
import pypto.language as pl


@pl.function(type=pl.FunctionType.BadType)
def bad(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    return x
