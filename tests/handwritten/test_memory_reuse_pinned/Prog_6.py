# tests/ut/ir/transforms/test_memory_reuse_pinned.py::test_pinned_buffer_too_small_error (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(0, 1024, 0), pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64]
        )
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(a, [0, 0], output)
        return result
