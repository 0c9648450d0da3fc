# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl

_ROWS = pl.dynamic("ROWS")


@pl.program
class OrderedSyntheticArgsProgram:
    """Combine dynamic shape, SDMA workspace, and SPMD synthetic arguments."""

    @pl.function(type=pl.FunctionType.InCore)
    def ordered(
        self,
        prefetch_src: pl.Tensor[[1, 4096], pl.FP32],
        x: pl.Tensor[[_ROWS, 128], pl.FP32],
        out: pl.Tensor[[_ROWS, 128], pl.FP32],
    ) -> pl.Tensor[[_ROWS, 128], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(prefetch_src, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(evt, session)
        row = pl.tile.get_block_idx()
        return pl.store(pl.load(x, [row, 0], [1, 128]), [row, 0], out)
