# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_loop_local_var_can_be_reused (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        for _i, (acc,) in pl.range(0, 4, init_values=(init_tile,)):
            tile_x: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                input_tensor, [0, 0], [64, 64]
            )
            tile_y: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_x, tile_x)
            tile_z: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_y, tile_y)
            loop_out = pl.yield_(tile_z)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
