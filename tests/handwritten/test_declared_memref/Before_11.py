# tests/ut/ir/transforms/test_declared_memref.py::TestReuseControl::test_unbound_tiles_never_join_a_declared_alloc (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mine: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mine"), pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        free0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(mine)
        free1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(free0)
        return pl.store(free1, [0, 0], out)
