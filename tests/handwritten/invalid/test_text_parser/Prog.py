# tests/ut/language/parser/test_text_parser.py::TestErrorCaretAlignment::test_parse_error_caret_aligns_with_span_deps_shape (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128], pl.FP16]) -> pl.Tensor[[128], pl.FP32]:
        out = pl.create_tensor([128], dtype=pl.FP32)
        with pl.manual_scope():
            silu_tids = pl.array.create(8, pl.TASK_ID)
            with pl.at(level=pl.Level.CORE_GROUP, name_hint='seed') as seed_tid:
                tmp = pl.create_tensor([128], dtype=pl.FP32)
            with pl.at(level=pl.Level.CORE_GROUP, name_hint='proj', deps=[seed_tid] + [silu_tids[i] for i in range(4)]) as down_tid:
                a0 = pl.create_tensor([128], dtype=pl.FP32)
        return out
