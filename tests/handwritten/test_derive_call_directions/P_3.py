# tests/ut/ir/transforms/test_derive_call_directions.py::TestNoDepOverride::test_no_dep_on_inout_param_rejected (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ):
        return b

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ):
        b = self.kernel(a, pl.no_dep(b))
        return b
