# ptoc: print
# tests/ut/ir/transforms/test_declared_memref.py::TestBinding::test_declared_allocation_keeps_its_declared_name: a declaration bound to a name takes an allocation name of its own (pl.MemRef("l0c_ping"))
import pypto.language as pl

slot = pl.MemRef("l0c_ping")


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, slot, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        return pl.store(t0, [0, 0], out)
