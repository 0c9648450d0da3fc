# tests/ut/language/parser/test_func_attr.py::TestSubWorkerAttrs::test_invalid_subworker_prologues_are_not_silently_removed (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def worker():
        x = 1
        pl.func_attr({"tag": 1})
        return
