# tests/ut/codegen/test_high_precision_ignored_warning.py::<module> (hand-written)
import pypto.language as pl

N = 64


@pl.program
class TwoWrittenTensorDivSites:
    """The same pair written on tensors, so `ConvertTensorToTileOps` rebuilds
    both calls before codegen ever sees them."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[N, N], pl.FP32],
        b: pl.Tensor[[N, N], pl.FP32],
    ) -> pl.Tensor[[N, N], pl.FP32]:
        first: pl.Tensor[[N, N], pl.FP32] = pl.div(a, b, high_precision=True)
        second: pl.Tensor[[N, N], pl.FP32] = pl.div(first, b, high_precision=True)
        return second
