# ptoc: opt --backend 910B --passes=init_mem_ref,memory_reuse
# reference test_basic_memory_reuse.py, test_reshape_not_broken_by_memory_reuse (its InCore kernel, stores in e2d0f78's (tile, offsets, output) form): tile_a reuses the dead tile_c's buffer and its reshape view _tile_b goes with it
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Tensor[[64, 64], pl.FP32]
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # tile_c is dead before tile_a/tile_b are defined
        tile_c: pl.Tile[[64, 64], pl.FP32] = pl.load(input_a, [0, 0], [64, 64])
        _tile_d: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_c, tile_c)

        # tile_a and tile_b share MemRef (from InitMemRef)
        tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(input_a, [0, 0], [64, 64])
        _tile_b: pl.Tile[[4096, 1], pl.FP32] = pl.reshape(tile_a, [4096, 1])

        # BasicMemoryReuse should identify: tile_a can reuse tile_c
        # When tile_a reuses tile_c, tile_b should ALSO get tile_c's MemRef
        tile_e: pl.Tile[[64, 64], pl.FP32] = pl.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_e, [0, 0], output)
        return result
