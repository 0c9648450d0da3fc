# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpTypes::test_verbose_printer_output_executes_with_public_namespace (hand-written)
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
