# tests/ut/codegen/test_high_precision_ignored_warning.py::<module> (hand-written)
import pypto.language as pl

N = 64


@pl.program
class TwoWrittenTileDivSites:
    """Two `pl.div` statements on adjacent lines, already at tile level."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[N, N], pl.FP32],
        b: pl.Tensor[[N, N], pl.FP32],
        output: pl.Out[pl.Tensor[[N, N], pl.FP32]],
    ) -> pl.Tensor[[N, N], pl.FP32]:
        ta: pl.Tile[[N, N], pl.FP32] = pl.load(a, [0, 0], [N, N], target_memory=pl.MemorySpace.Vec)
        tb: pl.Tile[[N, N], pl.FP32] = pl.load(b, [0, 0], [N, N], target_memory=pl.MemorySpace.Vec)
        first: pl.Tile[[N, N], pl.FP32] = pl.div(ta, tb, high_precision=True)
        second: pl.Tile[[N, N], pl.FP32] = pl.div(first, tb, high_precision=True)
        return pl.store(second, [0, 0], output)
