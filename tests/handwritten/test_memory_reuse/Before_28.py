# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_nested_for_loops_outer_var_extends_to_outer_end (hand-written)
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
        init_outer: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        for _i, (acc_outer,) in pl.range(0, 4, init_values=(init_outer,)):
            init_inner: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
            )
            for _j, (acc_inner,) in pl.range(0, 4, init_values=(init_inner,)):
                tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_inner, tile_a)
                inner_out = pl.yield_(tile_b)
            tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_outer, inner_out)
            outer_out = pl.yield_(tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(outer_out, [0, 0], output)
        return result
