# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_annotationless_callee_fresh_var_binding_roundtrips (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ):
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ):
        out = self.kernel(a, c)
        return out
