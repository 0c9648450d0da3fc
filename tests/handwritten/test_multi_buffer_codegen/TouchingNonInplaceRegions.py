# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

TOUCHING_A = pl.MemRef(slots=2)
TOUCHING_B = pl.MemRef(slots=2)


@pl.program
class TouchingNonInplaceRegions:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a0: pl.Tile[[32, 32], pl.FP32, TOUCHING_A[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        a1: pl.Tile[[32, 32], pl.FP32, TOUCHING_A[1], pl.Mem.Vec] = pl.exp(a0)
        b0: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[0], pl.Mem.Vec] = pl.recip(a1)
        b1: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[1], pl.Mem.Vec] = pl.exp(b0)
        return pl.store(b1, [0, 0], out)
