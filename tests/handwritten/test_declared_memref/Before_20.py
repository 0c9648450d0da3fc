# tests/ut/ir/transforms/test_declared_memref.py::TestRejects::test_rejects_mixed_memory_space (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP16]],
    ) -> pl.Tensor[[64, 64], pl.FP16]:
        vec: pl.Tile[[64, 64], pl.FP16, pl.MemRef("shared"), pl.Mem.Vec] = pl.load(
            a, [0, 0], [64, 64]
        )
        mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef("shared"), pl.Mem.Mat] = pl.tile.move(
            vec, target_memory=pl.Mem.Mat
        )
        back: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec] = pl.tile.move(mat, target_memory=pl.Mem.Vec)
        return pl.store(back, [0, 0], out)
