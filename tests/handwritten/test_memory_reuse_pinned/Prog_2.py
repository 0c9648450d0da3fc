# tests/ut/ir/transforms/test_memory_reuse_pinned.py::test_pinned_addresses_honored_verbatim (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(0, 16384, 0), pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64]
        )
        b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(16384, 16384, 1), pl.MemorySpace.Vec] = pl.add(a, a)
        c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(0, 16384, 0), pl.MemorySpace.Vec] = pl.add(b, b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(c, [0, 0], output)
        return result
