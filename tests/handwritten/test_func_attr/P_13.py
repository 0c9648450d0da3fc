# tests/ut/language/parser/test_func_attr.py::TestPrinter::test_empty_attrs_emit_no_prologue (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        out[0:64] = x[0:64]
