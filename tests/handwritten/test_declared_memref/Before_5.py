# tests/ut/ir/transforms/test_declared_memref.py::TestBinding::test_size_is_the_largest_bound_tile (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out_big: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out_small: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[32, 32], pl.FP32]]:
        big: pl.Tile[[64, 64], pl.FP32, pl.MemRef("scratch"), pl.Mem.Vec] = pl.load(
            a, [0, 0], [64, 64]
        )
        r_big: pl.Tensor[[64, 64], pl.FP32] = pl.store(big, [0, 0], out_big)
        # `big` is dead by now, so `small` may legally take over the allocation.
        small: pl.Tile[[32, 32], pl.FP32, pl.MemRef("scratch"), pl.Mem.Vec] = pl.load(
            a, [0, 0], [32, 32]
        )
        r_small: pl.Tensor[[32, 32], pl.FP32] = pl.store(small, [0, 0], out_small)
        return r_big, r_small
