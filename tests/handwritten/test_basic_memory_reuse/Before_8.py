# tests/ut/ir/transforms/test_basic_memory_reuse.py::TestBasicMemoryReuse::test_multiple_memory_spaces (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output_a: pl.Tensor[[64, 64], pl.FP32],
        output_b: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # Load creates UB tiles
        tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[64, 64], pl.FP32] = pl.load(input_b, [0, 0], [64, 64])
        # Compute creates more UB tiles (tile_a and tile_b die here)
        tile_c: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_a, tile_b)
        # Store to first output (intermediate result)
        _result_a: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_c, [0, 0], [64, 64], output_a)
        # More UB computation (tile_c dies here)
        tile_d: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_c, tile_c)
        # Store final result
        result_b: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_d, [0, 0], [64, 64], output_b)
        return result_b
