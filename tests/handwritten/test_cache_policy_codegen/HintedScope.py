# tests/ut/codegen/test_cache_policy_codegen.py::test_explicit_hint_overrides_scope_cache_declaration (hand-written)
import pypto.language as pl


@pl.program
class HintedScope:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self, x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.func_attr({"cache_policy": [(0, 1)]})
        t = pl.load(x, [0, 0], [32, 32], l2_hint=pl.LoadL2Hint.NormalFirstVictim)
        return pl.store(t, [0, 0], out)
