# ptoc: parse
# tests/ut/language/parser/test_func_attr.py::TestSubWorkerAttrs::test_invalid_subworker_prologues_are_not_silently_removed: a pl.func_attr after another statement of a SubWorker body (kept as Python text) is an error too
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def worker():
        x = 1
        pl.func_attr({"tag": 1})
        return
