# tests/ut/language/parser/test_func_attr.py::TestProloguePlacementAndValueShapes::test_abstract_subworker_keeps_its_attrs_printable (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker, attrs={"tag": 1})
    def cb(x: pl.Tensor[[4], pl.FP16]) -> pl.Tensor[[4], pl.FP16]: ...
