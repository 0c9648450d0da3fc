# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpVerification::test_wait_rejects_mismatched_handle (rejected by the reference parser)
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
        # Deliberately wrong handle type — the runtime verifier must reject it,
        # so the static type error here is the point of the test.
        pl.prefetch.wait(evt, ctx)  # type: ignore[arg-type]
        return x
