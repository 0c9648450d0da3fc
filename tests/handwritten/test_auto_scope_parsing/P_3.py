# tests/ut/language/parser/test_auto_scope_parsing.py::test_named_auto_scope_in_control_flow_body_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, flag: pl.Scalar[pl.BOOL]):
        while flag:
            with pl.scope(name_hint="control body"):
                value: pl.Scalar[pl.INT32] = 1
        return
