# tests/ut/ir/transforms/test_declared_memref.py::TestBinding::test_binds_a_transpose_output (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 32])
        tr: pl.Tile[[32, 64], pl.FP32, pl.MemRef("trans"), pl.Mem.Vec] = pl.tile.transpose(t0, 0, 1)
        return pl.store(tr, [0, 0], out)
