# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_annotationless_callee_dynamic_shape_is_substituted (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[N, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[N, 16], pl.FP32]],
    ):
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[32, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ):
        c = self.kernel(a, c)
        return c
