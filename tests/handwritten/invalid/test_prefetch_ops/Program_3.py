# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpVerification::test_async_prefetch_rejects_non_context (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[256], pl.FP32],
    ) -> pl.Tensor[[256], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(x, ctx)
        # Deliberately wrong handle type — see note above.
        pl.prefetch.async_prefetch(x, evt)  # type: ignore[arg-type]
        return x
