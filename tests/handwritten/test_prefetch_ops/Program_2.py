# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpTypes::test_roundtrip_through_printer (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[1, 256], pl.FP32],
    ) -> pl.Tensor[[1, 256], pl.FP32]:
        ctx = pl.prefetch.make_context()
        evt = pl.prefetch.async_prefetch(x, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(evt, session)
        return x
