# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

MIXED_SHAPES = pl.MemRef(slots=2)


@pl.program
class MixedSlotShapes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        big_out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        small_out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[32, 32], pl.FP32]]:
        big: pl.Tile[[64, 64], pl.FP32, MIXED_SHAPES[0], pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        r_big: pl.Tensor[[64, 64], pl.FP32] = pl.store(big, [0, 0], big_out)
        small: pl.Tile[[32, 32], pl.FP32, MIXED_SHAPES[1], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        r_small: pl.Tensor[[32, 32], pl.FP32] = pl.store(small, [0, 0], small_out)
        return r_big, r_small
