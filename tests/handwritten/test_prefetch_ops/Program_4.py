# tests/ut/ir/operators/test_prefetch_ops.py::TestPrefetchOpTypes::test_logical_1d_multi_dim_source_accepted (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[1, 1, 256], pl.FP32],
    ) -> pl.Tensor[[1, 1, 256], pl.FP32]:
        ctx = pl.prefetch.make_context()
        pl.prefetch.async_prefetch(x, ctx)
        return x
