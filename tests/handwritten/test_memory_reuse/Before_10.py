# tests/ut/ir/transforms/test_memory_reuse.py::TestFillpad::test_fillpad_different_pad_no_reuse (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64], valid_shapes=[48, 64]
        )
        padded_max: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.fillpad(
            tile_a, pad_value=pl.PadValue.max
        )
        _res_a: pl.Tensor[[64, 64], pl.FP32] = pl.store(padded_max, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [64, 64], valid_shapes=[48, 64]
        )
        padded_min: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.fillpad(
            tile_b, pad_value=pl.PadValue.min
        )
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(padded_min, [0, 0], output_b)
        return result
