# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_folds_ssa_copy_chain (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        x__ssa_v1: pl.Tensor[[64], pl.FP32] = a
        z__ssa_v1: pl.Tensor[[64], pl.FP32] = x__ssa_v1
        r__ssa_v0: pl.Tensor[[64], pl.FP32] = self.kernel(z__ssa_v1, attrs={"arg_directions": [pl.adir.input]})
        return r__ssa_v0
