# tests/st/runtime/ops/test_prefetch_async.py::<module> (hand-written)
import pypto.language as pl

ROWS = 1
COLS = 128
WORKSPACE_BYTES = 65536


@pl.program
class PrefetchAsyncProgram:
    """Warm L2 with `a`, wait for completion, then copy `a` to `out`."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[ROWS, COLS], pl.FP32],
        ws: pl.Tensor[[WORKSPACE_BYTES], pl.INT8],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        ctx = pl.prefetch.make_context(ws)
        evt = pl.prefetch.async_prefetch(a, ctx)
        session = pl.prefetch.session(ctx)
        # Blocks until the prefetch lands, so `a` is resident in L2 below.
        pl.prefetch.wait(evt, session)

        tile_a: pl.Tile[[ROWS, COLS], pl.FP32] = pl.load(a, [0, 0], [ROWS, COLS])
        out = pl.store(tile_a, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[ROWS, COLS], pl.FP32],
        ws: pl.Tensor[[WORKSPACE_BYTES], pl.INT8],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        out = self.kernel(a, ws, out)
        return out
