# tests/ut/codegen/test_high_precision_ignored_warning.py::<module> (hand-written)
import pypto.language as pl

N = 64
CHUNKS = 4


@pl.program
class HighPrecisionUnrolledDiv:
    """One written `pl.div`, replicated by `pl.unroll` into several emitted ops.

    Every copy carries the same span, which is what the per-site deduplication
    has to collapse.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[N * CHUNKS, N], pl.FP32],
        b: pl.Tensor[[N * CHUNKS, N], pl.FP32],
        output: pl.Out[pl.Tensor[[N * CHUNKS, N], pl.FP32]],
    ) -> pl.Tensor[[N * CHUNKS, N], pl.FP32]:
        for i in pl.unroll(CHUNKS):
            ta: pl.Tile[[N, N], pl.FP32] = pl.load(a, [i * N, 0], [N, N], target_memory=pl.MemorySpace.Vec)
            tb: pl.Tile[[N, N], pl.FP32] = pl.load(b, [i * N, 0], [N, N], target_memory=pl.MemorySpace.Vec)
            tc: pl.Tile[[N, N], pl.FP32] = pl.div(ta, tb, high_precision=True)
            out = pl.store(tc, [i * N, 0], output)
        return out
