# tests/ut/codegen/test_cache_policy_codegen.py::test_a2a3_not_alloc_hint_requires_runtime_bypass (hand-written)
import pypto.language as pl

hint = pl.LoadL2Hint.NotAllocKeep


@pl.program
class HintedLoad:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self, x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        t = pl.load(x, [0, 0], [32, 32], l2_hint=hint)
        return pl.store(t, [0, 0], out)
