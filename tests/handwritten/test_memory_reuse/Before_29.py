# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_for_with_if_multiple_vars_competing (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        for i, (acc,) in pl.range(0, 4, init_values=(init_tile,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_b)
                if_result = pl.yield_(tile_c)
            else:
                tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_b, tile_a)
                if_result = pl.yield_(tile_d)
            loop_out = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
