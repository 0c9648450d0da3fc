# tests/ut/codegen/test_cache_policy_codegen.py::<module> (hand-written)
import pypto.language as pl

ROWS = 32
COLS = 128


@pl.program
class ReCachedSingleLoad:
    """A declared parameter with one access explicitly opted back into the cache."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        # (param index, policy-as-int); 1 is CachePolicy.BYPASS. The parser takes
        # integer literals here only, which is also how pass 9 writes the attr.
        pl.func_attr({"cache_policy": [(0, 1)]})
        t: pl.Tile[[16, COLS], pl.FP32] = pl.load(x, [0, 0], [16, COLS], cache=pl.CachePolicy.DEFAULT)
        return pl.store(t, [0, 0], out)
