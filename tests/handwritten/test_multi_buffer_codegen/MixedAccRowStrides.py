# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

MIXED_ACC_STRIDES = pl.MemRef(slots=2)


@pl.program
class MixedAccRowStrides:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        big_out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        small_out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        big: pl.Tile[[64, 64], pl.FP32, MIXED_ACC_STRIDES[0], pl.Mem.Acc] = pl.tile.create(
            [64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        r_big: pl.Tensor[[64, 64], pl.FP32] = pl.store(big, [0, 0], big_out)
        small: pl.Tile[[32, 64], pl.FP32, MIXED_ACC_STRIDES[1], pl.Mem.Acc] = pl.tile.create(
            [32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        r_small: pl.Tensor[[32, 64], pl.FP32] = pl.store(small, [0, 0], small_out)
        return r_big, r_small
