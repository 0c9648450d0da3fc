# tests/ut/ir/transforms/test_declared_memref.py::TestRejects::test_rejects_two_declarations_claiming_one_name (rejected by the reference parser)
import pypto.language as pl


first = pl.MemRef("shared")
second = pl.MemRef("shared")


@pl.program
class Collide:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32],
             out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, first, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        t1: pl.Tile[[64, 64], pl.FP32, second, pl.Mem.Vec] = pl.exp(t0)
        return pl.store(t1, [0, 0], out)
