# tests/ut/ir/transforms/test_memory_reuse.py::TestValidShapeDivergence::test_non_2d_divergent_valid_shape_blocks_reuse (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[4, 64, 64], pl.FP32],
        output_a: pl.Out[pl.Tensor[[4, 64, 64], pl.FP32]],
        output_b: pl.Out[pl.Tensor[[4, 64, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 64, 64], pl.FP32]:
        tile_a: pl.Tile[[4, 64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0, 0], [4, 64, 64], valid_shapes=[4, 48, 64]
        )
        _res_a: pl.Tensor[[4, 64, 64], pl.FP32] = pl.store(tile_a, [0, 0, 0], output_a)
        tile_b: pl.Tile[[4, 64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0, 0], [4, 64, 64], valid_shapes=[4, 32, 64]
        )
        result: pl.Tensor[[4, 64, 64], pl.FP32] = pl.store(tile_b, [0, 0, 0], output_b)
        return result
