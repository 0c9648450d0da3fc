# tests/ut/ir/transforms/test_memory_reuse_pinned.py::test_alloc_buffer_consumed_and_honored (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a = pl.tile.load(input_a, [0, 0], [64, 64])
        pl.tile.alloc_buffer(a, addr=0, size=16384, id=0)
        b = pl.tile.add(a, a)
        pl.tile.alloc_buffer(b, addr=16384, size=16384, id=1)
        c = pl.tile.add(b, b)
        pl.tile.alloc_buffer(c, addr=0, size=16384, id=0)  # reuse buffer 0 (a dead)
        return pl.tile.store(c, [0, 0], output)
