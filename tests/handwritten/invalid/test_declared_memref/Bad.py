# tests/ut/ir/transforms/test_declared_memref.py::TestRejects::test_requires_explicit_memory_space (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32],
             out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef("scratch")] = pl.load(a, [0, 0], [64, 64])
        return pl.store(t0, [0, 0], out)
