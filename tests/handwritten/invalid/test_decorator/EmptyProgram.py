# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_empty_class_error (rejected by the reference parser)
import pypto.language as pl


@pl.program
class EmptyProgram:
    pass
