# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_folds_outer_base_across_manual_scope (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def rd(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, base: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            x__rv_v2: pl.Tensor[[64], pl.FP32] = base
            x__rv_v5: pl.Tensor[[64], pl.FP32] = x__rv_v2
        r__ssa_v0: pl.Tensor[[64], pl.FP32] = self.rd(x__rv_v5, attrs={"arg_directions": [pl.adir.input]})
        return r__ssa_v0
