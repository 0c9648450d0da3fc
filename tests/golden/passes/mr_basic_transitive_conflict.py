# ptoc: opt --backend 910B --passes=init_mem_ref,memory_reuse
# reference test_basic_memory_reuse.py, test_transitive_conflict (its InCore kernel, stores in e2d0f78's (tile, offsets, output) form): tile_c is read by tile_e after tile_d is made, so tile_d gets a buffer of its own, apart from tile_c's
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_b, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_c, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_e, [0, 0], output)
        return result
