# tests/ut/language/parser/test_func_attr.py::TestReferenceValuedAttrs::test_attr_references_a_parameter (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ):
        pl.func_attr({"stationary": w})
        out[0:64, 0:64] = x[0:64, 0:64]
