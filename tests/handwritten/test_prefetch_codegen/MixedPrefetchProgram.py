# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MixedPrefetchProgram:
    """Prefetch alongside a cube op, so ExpandMixedKernel splits AIC/AIV."""

    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[1, 128], pl.FP16],
        b: pl.Tensor[[128, 128], pl.FP16],
        out: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(a, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(evt, session)
        tile_a = pl.load(a, [0, 0], [1, 128])
        tile_b = pl.load(b, [0, 0], [128, 128])
        return pl.store(pl.tile.matmul(tile_a, tile_b), [0, 0], out)
