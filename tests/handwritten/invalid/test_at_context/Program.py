# tests/ut/language/test_at_context.py::test_windowize_requires_boolean_literal (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        with pl.at(level=pl.Level.CORE_GROUP, windowize=1):
            pass
