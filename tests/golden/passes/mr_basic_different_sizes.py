# ptoc: opt --backend 910B --passes=init_mem_ref,memory_reuse
# reference test_basic_memory_reuse.py, test_different_sizes (its InCore kernel, stores in e2d0f78's (tile, offsets, output) form): the 32x32 tile_d takes the 64x64 buffer of tile_a and tile_c
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[32, 32], pl.FP32],
        output_a: pl.Tensor[[64, 64], pl.FP32],
        output_b: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[32, 32], pl.FP32] = pl.load(input_b, [0, 0], [32, 32])
        tile_c: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_a, tile_a)
        _result_a: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_c, [0, 0], output_a)
        tile_d: pl.Tile[[32, 32], pl.FP32] = pl.add(tile_b, tile_b)
        result_b: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_d, [0, 0], output_b)
        return result_b
