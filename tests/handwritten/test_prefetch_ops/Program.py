# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpTypes::test_prefetch_sequence_deduces_handle_types (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[4096], pl.FP32],
    ) -> pl.Tensor[[4096], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(x, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(evt, session)
        return x
