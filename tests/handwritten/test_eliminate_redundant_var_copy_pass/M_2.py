# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_folds_pure_param_copy (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        r__ssa_v0: pl.Tensor[[64], pl.FP32] = self.kernel(a, attrs={"arg_directions": [pl.adir.input]})
        return r__ssa_v0
