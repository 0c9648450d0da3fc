# ptoc: parse
# prefetch.async_prefetch's source is one flat run of GM: every dim but the last 1 (the reference's test_prefetch_ops)
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
