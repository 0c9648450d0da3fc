# ptoc: parse
# tests/ut/language/parser/test_func_attr.py::TestParserRejections::test_rejects_decorator_only_attrs: auto_scope (and external_source) cannot be set with pl.func_attr
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"auto_scope": True})
        out[0:64] = x[0:64]
