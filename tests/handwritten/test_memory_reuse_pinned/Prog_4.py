# tests/ut/ir/transforms/test_memory_reuse_pinned.py::test_overlapping_buffers_overlapping_lifetimes_error (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # a [0, 16384) and b [8192, 24576) overlap; both live until c reads them.
        a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(0, 16384, 0), pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64]
        )
        b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(8192, 16384, 1), pl.MemorySpace.Vec] = pl.load(
            input_b, [0, 0], [64, 64]
        )
        c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(32768, 16384, 2), pl.MemorySpace.Vec] = pl.add(a, b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(c, [0, 0], output)
        return result
