# tests/ut/language/parser/test_text_parser.py::TestErrorCaretAlignment::test_parse_error_caret_aligns_with_span_generic (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128], pl.FP16]) -> pl.Tensor[[128], pl.FP32]:
        a = pl.create_tensor([128], dtype=pl.FP32)
        b = pl.create_tensor([128], dtype=pl.FP32)
        c = pl.this_op_does_not_exist(a, b)
        return c
