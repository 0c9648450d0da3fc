# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

TOUCHING_A = pl.MemRef(slots=2)
TOUCHING_B = pl.MemRef(slots=2)
TOUCHING_C = pl.MemRef(slots=2)


@pl.program
class ReusedRegionThenNonInplace:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a0: pl.Tile[[32, 32], pl.FP32, TOUCHING_A[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        a1: pl.Tile[[32, 32], pl.FP32, TOUCHING_A[1], pl.Mem.Vec] = pl.exp(a0)
        out = pl.store(a1, [0, 0], out)
        b0: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        b1: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[1], pl.Mem.Vec] = pl.exp(b0)
        c0: pl.Tile[[32, 32], pl.FP32, TOUCHING_C[0], pl.Mem.Vec] = pl.recip(b1)
        c1: pl.Tile[[32, 32], pl.FP32, TOUCHING_C[1], pl.Mem.Vec] = pl.exp(c0)
        return pl.store(c1, [0, 0], out)
