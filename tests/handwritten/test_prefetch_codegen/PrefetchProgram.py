# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PrefetchProgram:
    """Prefetch a 1D GM row into L2, then copy a slice of it out."""

    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[1, 4096], pl.FP32],
        out: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(x, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(evt, session)
        tile = pl.load(x, [0, 0], [1, 128])
        return pl.store(tile, [0, 0], out)
