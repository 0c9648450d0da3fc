# tests/ut/ir/transforms/test_declared_memref.py::TestBinding::test_declaration_is_an_explicit_flag_not_a_zero_size (hand-written)
import pypto.language as pl


@pl.program
class Zero:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32],
             out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mybuf", 0, 0), pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        return pl.store(t0, [0, 0], out)
