# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpVerification::test_non_1d_source_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[4, 32], pl.FP32],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        ctx = pl.prefetch.make_context()
        pl.prefetch.async_prefetch(x, ctx)
        return x
