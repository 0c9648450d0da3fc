# tests/ut/language/parser/test_auto_scope_parsing.py::test_runtime_scope_name_dsl_spellings (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self):
        with pl.manual_scope(name_hint="phase one"):
            return
