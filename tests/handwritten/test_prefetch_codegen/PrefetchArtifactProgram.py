# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PrefetchArtifactProgram:
    """End-to-end backend artifact with a runtime-injected SDMA workspace."""

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
        return pl.store(pl.load(x, [0, 0], [1, 128]), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrate(self, x: pl.Tensor[[1, 4096], pl.FP32]) -> pl.Tensor[[1, 128], pl.FP32]:
        out = pl.create_tensor([1, 128], dtype=pl.FP32)
        return self.main(x, out)
