# tests/ut/language/parser/test_auto_scope_parsing.py::test_runtime_scope_name_requires_a_string_literal (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self):
        with pl.scope(name_hint=42):
            return
