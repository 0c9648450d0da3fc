# tests/ut/language/parser/test_func_attr.py::TestSubWorkerAttrs::test_concrete_body_and_decorator_attrs_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker, attrs={"audit_marker": 1})
    def worker():
        x = 1
        return
