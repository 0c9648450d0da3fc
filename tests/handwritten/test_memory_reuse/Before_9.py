# tests/ut/ir/transforms/test_memory_reuse.py::TestFillpad::test_fillpad_output_incompatible_with_input (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64], valid_shapes=[48, 64]
        )
        padded: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.fillpad(
            tile_a, pad_value=pl.PadValue.max
        )
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(padded, [0, 0], output)
        return result
